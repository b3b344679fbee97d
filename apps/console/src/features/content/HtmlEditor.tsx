import { Bold, Heading2, Italic, Link, List, Pilcrow } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import fieldStyles from '../../shared/ui/Field.module.css';
import styles from './Content.module.css';

type Tool = 'paragraph' | 'bold' | 'italic' | 'heading' | 'list' | 'link';

/** What each tool puts around the selection. */
const WRAP: Record<Tool, [string, string]> = {
  paragraph: ['<p>', '</p>'],
  bold: ['<strong>', '</strong>'],
  italic: ['<em>', '</em>'],
  heading: ['<h2>', '</h2>'],
  list: ['<ul>\n<li>', '</li>\n</ul>'],
  link: ['<a href="https://">', '</a>'],
};
const ICONS = { paragraph: Pilcrow, bold: Bold, italic: Italic, heading: Heading2, list: List, link: Link };

/**
 * The HTML of a text (decision 0057): a source box with a toolbar that wraps the selection in the tags the
 * server keeps (paragraph, bold, italic, heading, list, link). The phone preview shows the result.
 */
export function HtmlEditor({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const apply = (tool: Tool) => {
    const element = box.current;
    if (!element) return;
    const { selectionStart: start, selectionEnd: end } = element;
    const [open, close] = WRAP[tool];
    onChange(`${value.slice(0, start)}${open}${value.slice(start, end)}${close}${value.slice(end)}`);
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(start + open.length, end + open.length);
    });
  };
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <div
        className={styles.toolbar}
        role="toolbar"
        aria-label={t('content.editor.toolbar')}
        aria-controls={id}
      >
        {(Object.keys(WRAP) as Tool[]).map((tool) => {
          const Icon = ICONS[tool];
          return (
            <button
              key={tool}
              type="button"
              className={styles.tool}
              aria-label={t(`content.editor.tools.${tool}`)}
              title={t(`content.editor.tools.${tool}`)}
              onClick={() => apply(tool)}
            >
              <Icon aria-hidden size={16} />
            </button>
          );
        })}
      </div>
      <textarea
        ref={box}
        id={id}
        className={`${fieldStyles.input} ${fieldStyles.multiline} ${styles.source}`}
        rows={8}
        value={value}
        spellCheck
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.problem}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
