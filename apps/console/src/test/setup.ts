import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { initI18n, setLanguage } from '../shared/i18n/i18n.ts';

// Lazy chunks (the charts) may take longer than the default second on a busy CI machine.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  await initI18n('en');
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  // Test files share one window (isolate: false): the next one starts at the root, with no history state.
  window.history.replaceState(null, '', '/');
  await setLanguage('en');
});
