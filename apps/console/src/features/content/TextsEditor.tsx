import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { Select } from '../../shared/ui/Select.tsx';
import styles from './Content.module.css';
import type { DraftText } from './content-kinds.ts';
import { HtmlEditor } from './HtmlEditor.tsx';

/** Which text and field a server refusal names (`texts.1.content`), if any. */
export const textFieldAt = (field: string | undefined): { index: number; name: string } | undefined => {
  const match = /^texts\.(\d+)\.(\w+)$/.exec(field ?? '');
  return match ? { index: Number(match[1]), name: match[2] as string } : undefined;
};

/** A language the item has no text in yet, picked and added. */
function AddText({ missing, onAdd }: { missing: string[]; onAdd: (language: string) => void }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState(missing[0] ?? '');
  const chosen = missing.includes(language) ? language : (missing[0] ?? '');
  return (
    <div className={styles.addTexts}>
      <Select
        label={t('content.editor.translation')}
        value={chosen}
        options={missing.map((value) => ({ value, label: value }))}
        onChange={(event) => setLanguage(event.target.value)}
      />
      <Button variant="secondary" onClick={() => onAdd(chosen)}>
        <Plus aria-hidden size={16} />
        {t('content.editor.addText', { language: chosen })}
      </Button>
    </div>
  );
}

/**
 * One text per language: the default language's first (it cannot be removed: players without a text of
 * their own see it), then a translation for each other language the merchant offers.
 */
export function TextsEditor({
  texts,
  languages,
  html,
  onChange,
  errorField,
  errorMessage,
}: {
  texts: DraftText[];
  languages: string[];
  html: boolean;
  onChange: (texts: DraftText[]) => void;
  errorField: string | undefined;
  errorMessage: string | undefined;
}) {
  const { t } = useTranslation();
  const at = textFieldAt(errorField);
  const missing = languages.filter((language) => !texts.some((text) => text.language === language));
  const change = (index: number, patch: Partial<DraftText>) =>
    onChange(texts.map((text, position) => (position === index ? { ...text, ...patch } : text)));
  return (
    <div className={styles.texts}>
      {texts.map((text, index) => {
        const name = text.language;
        const problem = (field: string) =>
          at?.index === index && at.name === field ? errorMessage : undefined;
        return (
          <fieldset key={text.language} className={styles.text}>
            <legend>{index === 0 ? t('content.editor.defaultText', { language: name }) : name}</legend>
            <Field
              label={t('content.fields.titleIn', { language: text.language })}
              value={text.title}
              required
              maxLength={200}
              aria-invalid={problem('title') ? true : undefined}
              onChange={(event) => change(index, { title: event.target.value })}
            />
            {html ? (
              <HtmlEditor
                label={t('content.fields.contentIn', { language: text.language })}
                value={text.content}
                error={problem('content')}
                onChange={(content) => change(index, { content })}
              />
            ) : null}
            {index > 0 ? (
              <Button
                variant="secondary"
                className={styles.removeText}
                onClick={() => onChange(texts.filter((_, position) => position !== index))}
              >
                <Trash2 aria-hidden size={16} />
                {t('content.editor.removeText', { language: text.language })}
              </Button>
            ) : null}
          </fieldset>
        );
      })}
      {missing.length > 0 ? (
        <AddText
          missing={missing}
          onAdd={(language) => onChange([...texts, { language, title: '', content: '' }])}
        />
      ) : null}
    </div>
  );
}
