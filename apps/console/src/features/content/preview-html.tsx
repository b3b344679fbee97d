import { createElement, Fragment, type ReactNode } from 'react';

/** The tags the server keeps when it stores help and announcement HTML (decision 0057); others show as text. */
const KEPT = new Set(['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'img']);
const RENAMED: Record<string, string> = { b: 'strong', i: 'em', h1: 'h2' };
const MEDIA = /^\/media\/[A-Za-z0-9/_.-]+$/;

function nodeOf(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element)) return null;
  const name = node.tagName.toLowerCase();
  const tag = RENAMED[name] ?? name;
  const children = [...node.childNodes].map(nodeOf);
  if (!KEPT.has(tag)) return <Fragment key={key}>{children}</Fragment>;
  if (tag === 'img') {
    const src = node.getAttribute('src') ?? '';
    return MEDIA.test(src) ? <img key={key} src={src} alt={node.getAttribute('alt') ?? ''} /> : null;
  }
  if (tag === 'a') {
    const href = node.getAttribute('href') ?? '';
    // The preview never navigates: the link looks like one and goes nowhere.
    return (
      <a
        key={key}
        href={/^(https?:|\/)/.test(href) ? href : undefined}
        onClick={(event) => event.preventDefault()}
      >
        {children}
      </a>
    );
  }
  return createElement(tag, { key }, ...(tag === 'br' ? [] : children));
}

/**
 * HTML as the player will see it, built as React elements from the safe subset the server stores (no
 * markup is injected: nothing in the draft can run in the console).
 */
export function PreviewHtml({ html }: { html: string }) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return <>{[...body.childNodes].map(nodeOf)}</>;
}
