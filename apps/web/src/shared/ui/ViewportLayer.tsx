import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Content fixed to the screen (a floating button, a popup, a full-screen game) that a screen renders: drawn at
 * the end of the body. Inside the page it would sit under the page's enter animation, whose transform makes the
 * page its containing block: fixed to the page's far end while the page slides in, it then jumped onto the
 * screen, a layout shift of a quarter of the screen when the gift popup opened then (decision 0103).
 */
export function ViewportLayer({ children }: { children: ReactNode }) {
  return createPortal(children, document.body);
}
