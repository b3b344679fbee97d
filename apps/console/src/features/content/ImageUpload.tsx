import type { ConsoleImage } from '@lobby/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { ErrorMessage } from '../../shared/ui/ErrorMessage.tsx';
import fieldStyles from '../../shared/ui/Field.module.css';
import styles from './Content.module.css';
import { useUploadImage } from './content-api.ts';

/**
 * A picture (a banner's, a game's, the merchant's logo): a file (png, jpeg or webp) uploaded at once; the
 * server answers its address and the stored image.
 */
export function ImageUpload({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (url: string, image: ConsoleImage) => void;
  label?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const upload = useUploadImage();
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label ?? t('content.fields.image')}
      </label>
      <input
        id={id}
        type="file"
        className={styles.file}
        accept="image/png,image/jpeg,image/webp"
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) upload.mutate(file, { onSuccess: (image) => onChange(image.url, image) });
        }}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {upload.isPending
          ? t('content.editor.uploading')
          : value
            ? t('content.editor.imageAt', { url: value })
            : t('content.editor.imageHint')}
      </p>
      <ErrorMessage text={upload.isError ? errorText(t, upload.error) : undefined} />
    </div>
  );
}
