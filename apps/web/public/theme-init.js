// Runs before first paint (classic script in <head>). Keys match src/shared/storage.ts STORAGE_KEYS.
(() => {
  const root = document.documentElement;
  try {
    root.dataset.theme = localStorage.getItem('lobby.theme') === 'light' ? 'light' : 'dark';
    const attributes = JSON.parse(localStorage.getItem('lobby.html') || 'null');
    if (attributes && typeof attributes.lang === 'string') root.lang = attributes.lang;
    if (attributes && (attributes.dir === 'rtl' || attributes.dir === 'ltr')) root.dir = attributes.dir;
  } catch {
    root.dataset.theme = 'dark';
  }
})();
