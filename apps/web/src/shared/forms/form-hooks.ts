import { type RefCallback, useCallback, useEffect, useRef } from 'react';
import { useLanguage } from '../i18n/i18n.ts';

/** The spec's debounce before fields are checked again in a newly chosen language. */
export const REVALIDATE_DELAY_MS = 200;

/** Inputs (or text areas) by field name, so a form can focus its first failing field. */
export function useFieldRefs<F extends string>(): {
  refOf: (field: F) => RefCallback<HTMLElement>;
  focus: (field: F) => void;
} {
  const inputs = useRef(new Map<F, HTMLElement>());
  const callbacks = useRef(new Map<F, RefCallback<HTMLElement>>());
  const refOf = useCallback((field: F) => {
    let callback = callbacks.current.get(field);
    if (!callback) {
      callback = (input) => {
        if (input) inputs.current.set(field, input);
        else inputs.current.delete(field);
      };
      callbacks.current.set(field, callback);
    }
    return callback;
  }, []);
  const focus = useCallback((field: F) => inputs.current.get(field)?.focus(), []);
  return { refOf, focus };
}

/** Runs `revalidate` 200 ms after the language changes (not on first render), with the latest values. */
export function useRevalidateOnLanguageChange(revalidate: () => void): void {
  const language = useLanguage();
  const latest = useRef(revalidate);
  latest.current = revalidate;
  const shown = useRef(language);
  useEffect(() => {
    if (shown.current === language) return;
    shown.current = language;
    const timer = setTimeout(() => latest.current(), REVALIDATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [language]);
}
