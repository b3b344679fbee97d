import { useSyncExternalStore } from 'react';

/** The spec's toast durations in milliseconds; `wait` is the loading message, shown until hidden. */
export const TOAST_DURATIONS = {
  success: 1500,
  short: 3000,
  long: 8000,
  notice: 1500,
  wait: 9_999_000,
} as const;

export type ToastKind = keyof typeof TOAST_DURATIONS;

interface ToastItem {
  id: number;
  message: string;
  kind: ToastKind;
}

let toasts: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a message (already translated); returns a function that hides it early. */
export function showToast(message: string, kind: ToastKind = 'short', durationMs?: number): () => void {
  const id = nextId++;
  publish([...toasts, { id, message, kind }]);
  const hide = () => {
    clearTimeout(timer);
    if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id));
  };
  const timer = setTimeout(hide, durationMs ?? TOAST_DURATIONS[kind]);
  return hide;
}

/** Hides every toast at once: what a test leaves showing must not reach the next one (test/setup.ts). */
export function clearToasts(): void {
  if (toasts.length > 0) publish([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useToasts = (): readonly ToastItem[] => useSyncExternalStore(subscribe, () => toasts);
