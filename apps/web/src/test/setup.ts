import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { options } from 'preact';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { i18n, initI18n, screenTextsReady, setLanguage } from '../shared/i18n/i18n.ts';
import { clearToasts } from '../shared/ui/toast.ts';
import { mockApi } from './api.ts';

/** happy-dom's IntersectionObserver never reports; this one sees every element at once (lazy parts render). */
class SeeEverything {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() =>
      this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never),
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

// Preact runs effects after the next frame, with a 100 ms fallback timer that calls cancelAnimationFrame; such
// a timer left at a worker's end fired after the test environment was gone (an uncaught ReferenceError).
// A plain timer serves tests as well.
options.requestAnimationFrame = (flush) => {
  setTimeout(flush);
};

// A loaded CI machine can take longer than the default 1 s for an encrypted submit to settle.
configure({ asyncUtilTimeout: 5000 });

// Test files share one module graph (isolate: false): set i18n up once, as the app does.
beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('EN');
  await screenTextsReady();
});

// No test reaches a real server: calls nobody mocked answer 404 not_found.
beforeEach(() => {
  mockApi();
  vi.stubGlobal('IntersectionObserver', SeeEverything);
});

afterEach(async () => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  // A fresh visit for the next test: no numbered history entry (the back arrow reads it).
  window.history.replaceState(null, '', '/');
  await setLanguage('EN');
});
