import { type ComponentProps, lazy, Suspense } from 'react';

const Sanitised = lazy(() => import('./SafeHtml.tsx').then((module) => ({ default: module.SafeHtml })));

/**
 * Server HTML, its sanitiser (DOMPurify) loaded when first shown so it stays out of the home chunk. Its own
 * boundary: while it loads only this text waits, not the whole screen.
 */
export function LazySafeHtml(props: ComponentProps<typeof Sanitised>) {
  return (
    <Suspense fallback={null}>
      <Sanitised {...props} />
    </Suspense>
  );
}
