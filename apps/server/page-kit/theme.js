// The app hands its theme to its pages as ?theme=dark|light (dark when missing); tokens.css follows it.
document.documentElement.dataset.theme =
  new URLSearchParams(location.search).get('theme') === 'light' ? 'light' : 'dark';
