import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { initI18n, setLanguage } from '../shared/i18n/i18n.ts';

beforeAll(async () => {
  await initI18n('en');
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  await setLanguage('en');
});
