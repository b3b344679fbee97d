import { FEEDBACK_MAX_IMAGE_BYTES, FEEDBACK_MAX_IMAGES } from '@lobby/contract';
import { ImagePlus, X } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { IconButton } from '../../shared/ui/Button.tsx';
import fieldStyles from '../../shared/ui/Field.module.css';
import { Icon } from '../../shared/ui/Icon.tsx';
import styles from './Feedback.module.css';
import { checkImage, roomFor } from './image-check.ts';

export interface PickedImage {
  id: number;
  file: File;
  /** An object URL for the preview, revoked when the image is removed or the form goes. */
  url: string;
}

let nextId = 1;

/**
 * Up to three png or jpg images of at most 5 MB each, checked here as the server checks them (by their
 * first bytes), with previews and remove buttons. `error` is the images field's problem, shown under it.
 */
export function ImagePicker({
  images,
  onChange,
  error,
  onError,
}: {
  images: readonly PickedImage[];
  onChange: (images: PickedImage[]) => void;
  error: string | undefined;
  onError: (text: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const current = useRef(images);
  current.current = images;
  useEffect(
    () => () => {
      for (const image of current.current) URL.revokeObjectURL(image.url);
    },
    [],
  );

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    input.value = '';
    const accepted: PickedImage[] = [];
    const problems: string[] = [];
    for (const file of files) {
      if (accepted.length >= roomFor(images.length)) {
        problems.push(t('feedback.tooManyImages', { max: FEEDBACK_MAX_IMAGES }));
        break;
      }
      const problem = await checkImage(file);
      if (problem === 'image_too_large')
        problems.push(
          t('feedback.imageTooLarge', { name: file.name, mb: FEEDBACK_MAX_IMAGE_BYTES / 1024 ** 2 }),
        );
      else if (problem) problems.push(t('feedback.imageType', { name: file.name }));
      else accepted.push({ id: nextId++, file, url: URL.createObjectURL(file) });
    }
    onError(problems.length > 0 ? problems.join(' ') : undefined);
    if (accepted.length > 0) onChange([...images, ...accepted]);
  };

  const remove = (image: PickedImage) => {
    URL.revokeObjectURL(image.url);
    onError(undefined);
    onChange(images.filter((entry) => entry.id !== image.id));
  };

  const full = images.length >= FEEDBACK_MAX_IMAGES;
  return (
    <div className={fieldStyles.field}>
      <span className={fieldStyles.label} id={`${id}-label`}>
        {t('feedback.images', { max: FEEDBACK_MAX_IMAGES })}
      </span>
      {images.length > 0 ? (
        <ul className={styles.previews} aria-labelledby={`${id}-label`}>
          {images.map((image, index) => (
            <li key={image.id} className={styles.preview}>
              <img
                src={image.url}
                alt={t('feedback.imageAlt', { index: index + 1, name: image.file.name })}
              />
              <IconButton
                icon={X}
                size="sm"
                className={styles.remove}
                label={t('feedback.removeImage', { index: index + 1 })}
                onClick={() => remove(image)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <label className={styles.picker} data-disabled={full}>
        <Icon icon={ImagePlus} />
        {t('feedback.addImages')}
        <input
          type="file"
          className="visually-hidden"
          accept="image/png,image/jpeg"
          multiple
          disabled={full}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-note`}
          onChange={(event) => void add(event)}
        />
      </label>
      <p id={`${id}-note`} className={error ? fieldStyles.error : fieldStyles.hint} aria-live="polite">
        {error ??
          t('feedback.imagesHint', { max: FEEDBACK_MAX_IMAGES, mb: FEEDBACK_MAX_IMAGE_BYTES / 1024 ** 2 })}
      </p>
    </div>
  );
}
