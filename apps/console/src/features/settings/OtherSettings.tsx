import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextArea } from '../../shared/ui/TextArea.tsx';
import styles from './Settings.module.css';
import type { SectionProps } from './section-props.ts';
import type { Draft } from './settings-draft.ts';

/** The config keys the form's sections edit; the rest shows here as JSON (interim, decision 0059). */
export const FORM_KEYS = [
  'protectionTools',
  'realityCheckMinutes',
  'minimumAge',
  'kyc',
  'maintenance',
  'languages',
  'defaultLanguage',
] as const;

const restOf = (draft: Draft) =>
  Object.fromEntries(
    Object.entries(draft.config).filter(([key]) => !(FORM_KEYS as readonly string[]).includes(key)),
  );

/**
 * The rest of the merchant configuration (white-label flags, registration, links, payouts, ...) as JSON,
 * checked against the same contract schema as the form; a problem names the setting's path.
 */
export function OtherSettings({
  draft,
  problems,
  replace,
  onUnreadable,
}: Omit<SectionProps, 'change'> & {
  replace: (draft: Draft) => void;
  onUnreadable: (unreadable: boolean) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => JSON.stringify(restOf(draft), null, 2));
  const [unreadable, setUnreadable] = useState(false);
  const own = [...problems.keys()].find(
    (path) =>
      path.startsWith('config.') && !(FORM_KEYS as readonly string[]).includes(path.split('.')[1] ?? ''),
  );
  return (
    <section className={styles.section} aria-labelledby="settings-other">
      <h2 id="settings-other">{t('settings.sections.other')}</h2>
      <p className={styles.note}>{t('settings.other.note')}</p>
      <TextArea
        label={t('settings.other.json')}
        rows={24}
        spellCheck={false}
        value={text}
        error={
          unreadable
            ? t('settings.other.unreadable')
            : own
              ? t('settings.other.problem', { path: own })
              : undefined
        }
        onChange={(event) => {
          setText(event.target.value);
          try {
            const rest = JSON.parse(event.target.value) as Record<string, unknown>;
            const kept = Object.fromEntries(FORM_KEYS.map((key) => [key, draft.config[key]]));
            replace({ ...draft, config: { ...rest, ...kept } as Draft['config'] });
            setUnreadable(false);
            onUnreadable(false);
          } catch {
            setUnreadable(true);
            onUnreadable(true);
          }
        }}
      />
    </section>
  );
}
