import type { ReactNode } from 'react';

/**
 * A translated sentence with one `<tag>…</tag>` part (a link inside the sentence), its inner text drawn by
 * `render`. A few lines instead of react-i18next's Trans, which would ship its HTML parser with every page.
 */
export function TaggedText({
  text,
  tag,
  render,
}: {
  text: string;
  tag: string;
  render: (inner: string) => ReactNode;
}): ReactNode {
  const open = `<${tag}>`;
  const close = `</${tag}>`;
  const start = text.indexOf(open);
  const end = text.indexOf(close, start);
  if (start < 0 || end < 0) return text;
  return (
    <>
      {text.slice(0, start)}
      {render(text.slice(start + open.length, end))}
      {text.slice(end + close.length)}
    </>
  );
}
