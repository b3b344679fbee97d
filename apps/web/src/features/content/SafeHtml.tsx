import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';
import styles from './SafeHtml.module.css';
import { sanitiseHtml } from './sanitise-html.ts';

/** Server HTML through the sanitiser; links to pages of this app open in the app, not with a reload. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const [, navigate] = useLocation();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href') ?? '';
    if (!href.startsWith('/m/') || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only forwards clicks on the links inside
    // biome-ignore lint/a11y/useKeyWithClickEvents: links inside handle the keyboard themselves
    <div
      className={className ? `${styles.html} ${className}` : styles.html}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
      dangerouslySetInnerHTML={{ __html: sanitiseHtml(html) }}
    />
  );
}
