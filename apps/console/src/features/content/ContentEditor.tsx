import { ANNOUNCEMENT_KINDS, BANNER_GROUPS, CONTENT_ORDER_MAX, type ContentStatus } from '@lobby/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client.ts';
import { errorText } from '../../shared/api/error-text.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { ErrorMessage } from '../../shared/ui/ErrorMessage.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { Select } from '../../shared/ui/Select.tsx';
import styles from './Content.module.css';
import { type ContentItem, useSaveContent } from './content-api.ts';
import { CONTENT_KINDS, type ContentKindName, type Draft, saveBody } from './content-kinds.ts';
import { ImageUpload } from './ImageUpload.tsx';
import { PhonePreview } from './PhonePreview.tsx';
import { TextsEditor, textFieldAt } from './TextsEditor.tsx';

/** Where the operator can move an item from each status (besides saving it as it is). */
const MOVE: Record<ContentStatus, 'published' | 'unpublished'> = {
  draft: 'published',
  published: 'unpublished',
  unpublished: 'published',
};

const FIELDS = [
  'kind',
  'groupName',
  'url',
  'imageUrl',
  'startsAt',
  'endsAt',
  'sortOrder',
  'title',
  'content',
  'language',
  'texts',
  'status',
  'id',
  'merchantCode',
] as const;
type FieldName = (typeof FIELDS)[number];
const isField = (name: string | undefined): name is FieldName => FIELDS.includes(name as FieldName);

/** The field a refusal names (`endsAt`, `texts.0.content`), as the form calls it. */
function fieldName(field: string | undefined): FieldName | undefined {
  const name = textFieldAt(field)?.name ?? field?.split('.')[0];
  return isField(name) ? name : undefined;
}

/**
 * The editor of one item: its texts per language, schedule, order and kind (or group, link and picture),
 * saved as a draft, published or unpublished; beside it the phone preview in a language of choice.
 */
export function ContentEditor({
  kind,
  initial,
  merchantCode,
  languages,
  onSaved,
  onClose,
}: {
  kind: ContentKindName;
  initial: Draft;
  merchantCode: string;
  languages: string[];
  onSaved: (item: ContentItem) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const config = CONTENT_KINDS[kind];
  const [draft, setDraft] = useState(initial);
  const [previewLanguage, setPreviewLanguage] = useState(initial.texts[0]?.language ?? 'EN');
  const save = useSaveContent(config);
  const patch = (next: Partial<Draft>) => setDraft((current) => ({ ...current, ...next }));
  const refusal = save.error instanceof ApiError ? save.error : undefined;
  const problem = (field: string) => (refusal?.field === field ? errorText(t, refusal) : undefined);
  const submit = (status: ContentStatus) =>
    save.mutate(saveBody(kind, draft, status, merchantCode), {
      onSuccess: (item) => {
        setDraft((current) => ({ ...current, id: item.id, status }));
        onSaved(item);
      },
    });
  const title = draft.id ? t(`content.${kind}.edit`) : t(`content.${kind}.new`);
  const badField = fieldName(refusal?.field);
  const refusalText = save.isError
    ? [errorText(t, save.error), badField ? t(`content.fields.${badField}`) : undefined]
        .filter(Boolean)
        .join(' — ')
    : undefined;
  return (
    <section className={styles.editor} aria-label={title}>
      <form
        className={styles.form}
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          submit(draft.status);
        }}
      >
        <h2 className={styles.editorTitle}>{title}</h2>
        <p className={styles.hint}>
          {t('content.editor.statusNow', { status: t(`content.statuses.${draft.status}`) })}
        </p>
        {kind === 'announcements' ? (
          <Select
            label={t('content.fields.kind')}
            value={draft.kind}
            options={ANNOUNCEMENT_KINDS.map((value) => ({
              value,
              label: t(`content.kinds.${value}`),
            }))}
            onChange={(event) => patch({ kind: event.target.value as Draft['kind'] })}
          />
        ) : null}
        {kind === 'banners' ? (
          <>
            <Select
              label={t('content.fields.groupName')}
              value={draft.groupName}
              options={BANNER_GROUPS.map((value) => ({ value, label: t(`content.groups.${value}`) }))}
              onChange={(event) => patch({ groupName: event.target.value as Draft['groupName'] })}
            />
            <Field
              label={t('content.fields.url')}
              value={draft.url}
              placeholder="/m/activity"
              aria-invalid={problem('url') ? true : undefined}
              aria-describedby={undefined}
              onChange={(event) => patch({ url: event.target.value })}
            />
            <p className={styles.hint}>{t('content.editor.urlHint')}</p>
            <ImageUpload value={draft.imageUrl} onChange={(imageUrl) => patch({ imageUrl })} />
          </>
        ) : null}
        <div className={styles.row}>
          <Field
            label={t('content.fields.startsAt')}
            type="datetime-local"
            value={draft.startsAt}
            onChange={(event) => patch({ startsAt: event.target.value })}
          />
          <Field
            label={t('content.fields.endsAt')}
            type="datetime-local"
            value={draft.endsAt}
            aria-invalid={problem('endsAt') ? true : undefined}
            onChange={(event) => patch({ endsAt: event.target.value })}
          />
          <Field
            label={t('content.fields.sortOrder')}
            type="number"
            min={0}
            max={CONTENT_ORDER_MAX}
            value={draft.sortOrder}
            onChange={(event) => patch({ sortOrder: Number(event.target.value) || 0 })}
          />
        </div>
        <TextsEditor
          texts={draft.texts}
          languages={languages}
          html={config.html}
          errorField={refusal?.field}
          errorMessage={refusal ? errorText(t, refusal) : undefined}
          onChange={(texts) => patch({ texts })}
        />
        <ErrorMessage text={refusalText} />
        {save.isSuccess ? (
          <p role="status" className={styles.saved}>
            {t('content.editor.saved', { status: t(`content.statuses.${draft.status}`) })}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" variant="secondary" disabled={save.isPending}>
            {t(`content.actions.save.${draft.status}`)}
          </Button>
          <Button disabled={save.isPending} onClick={() => submit(MOVE[draft.status])}>
            {t(`content.actions.move.${MOVE[draft.status]}`)}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('content.actions.close')}
          </Button>
        </div>
      </form>
      <div className={styles.previewColumn}>
        <Select
          label={t('content.preview.language')}
          value={previewLanguage}
          options={languages.map((value) => ({ value, label: value }))}
          onChange={(event) => setPreviewLanguage(event.target.value)}
        />
        <PhonePreview kind={kind} draft={draft} language={previewLanguage} />
      </div>
    </section>
  );
}
