// Runs before first paint (classic script in <head>). Keys match src/shared/storage.ts STORAGE_KEYS.
(() => {
  const root = document.documentElement;
  try {
    root.dataset.theme = localStorage.getItem('lobby.theme') === 'light' ? 'light' : 'dark';
    const attributes = JSON.parse(localStorage.getItem('lobby.html') || 'null');
    if (attributes && typeof attributes.lang === 'string') root.lang = attributes.lang;
    if (attributes && (attributes.dir === 'rtl' || attributes.dir === 'ltr')) root.dir = attributes.dir;
    // The merchant's colour tokens as the app last applied them (src/app/status-gate/brand.ts).
    const brand = JSON.parse(localStorage.getItem('lobby.brand') || 'null');
    for (const name of Object.keys(brand || {})) {
      if (/^--[a-z-]+$/.test(name) && typeof brand[name] === 'string')
        root.style.setProperty(name, brand[name]);
    }
  } catch {
    root.dataset.theme = 'dark';
  }
})();
