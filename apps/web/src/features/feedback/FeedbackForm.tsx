import {
  countWords,
  FEEDBACK_CATEGORIES,
  FEEDBACK_MAX_WORDS,
  FEEDBACK_MIN_WORDS,
  type FeedbackFields,
} from '@lobby/contract';
import { Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../shared/api/client.ts';
import { errorText } from '../../shared/api/error-text.ts';
import { useForm } from '../../shared/forms/use-form.ts';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import fieldStyles from '../../shared/ui/Field.module.css';
import { showToast } from '../../shared/ui/toast.ts';
import { useSubmitFeedback } from './api/submit-feedback.ts';
import styles from './Feedback.module.css';
import { ImagePicker, type PickedImage } from './ImagePicker.tsx';

type Category = FeedbackFields['category'];

const inRange = (words: number) => words >= FEEDBACK_MIN_WORDS && words <= FEEDBACK_MAX_WORDS;
const range = { min: FEEDBACK_MIN_WORDS, max: FEEDBACK_MAX_WORDS };

/** Category, content with a live word count in the allowed range, and images; sent as one multipart PUT. */
export function FeedbackForm() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [category, setCategory] = useState<Category>(FEEDBACK_CATEGORIES[0]);
  const form = useForm<'content'>({
    initial: { content: '' },
    order: ['content'],
    ruleOf: () => undefined,
    extra: (_field, values) =>
      inRange(countWords(values.content, i18n.language))
        ? undefined
        : { code: 'word_range', key: 'feedback.wordRange', params: range },
  });
  const content = form.values.content;
  const contentError = form.errorOf('content');
  const [images, setImages] = useState<PickedImage[]>([]);
  const [imagesError, setImagesError] = useState<string>();
  const submit = useSubmitFeedback();
  const words = countWords(content, i18n.language);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    submit.mutate(
      { category, content: content.trim(), images: images.map((image) => image.file) },
      {
        onSuccess: () => {
          showToast(t('feedback.sent'), 'success');
          for (const image of images) URL.revokeObjectURL(image.url);
          form.setValues({ content: '' });
          setImages([]);
          setImagesError(undefined);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.details.field === 'images')
            setImagesError(errorText(t, error));
          else form.showRefusal(error);
        },
      },
    );
  };

  return (
    <Card
      as="form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      heading={t('feedback.formTitle')}
      headingId={`${id}-title`}
    >
      <div className={fieldStyles.field}>
        <label htmlFor={`${id}-category`} className={fieldStyles.label}>
          {t('feedback.category')}
        </label>
        <select
          id={`${id}-category`}
          className={fieldStyles.control}
          value={category}
          onChange={(event) => setCategory(event.target.value as Category)}
        >
          {FEEDBACK_CATEGORIES.map((entry) => (
            <option key={entry} value={entry}>
              {t(`feedback.categories.${entry}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor={`${id}-content`} className={fieldStyles.label}>
          {t('feedback.content')}
        </label>
        <textarea
          ref={form.refOf('content')}
          id={`${id}-content`}
          className={`${fieldStyles.textarea} ${styles.text}`}
          value={content}
          placeholder={t('feedback.contentPlaceholder', range)}
          onChange={(event) => {
            form.set('content')(event.target.value);
            form.setProblems({});
          }}
          aria-invalid={contentError ? true : undefined}
          aria-describedby={`${id}-count${contentError ? ` ${id}-error` : ''}`}
        />
        <span
          id={`${id}-count`}
          className={fieldStyles.counter}
          data-out={content !== '' && !inRange(words)}
          aria-live="polite"
        >
          {t('feedback.wordCount', { count: words, ...range })}
        </span>
        {contentError ? (
          <p id={`${id}-error`} className={fieldStyles.error}>
            {contentError}
          </p>
        ) : null}
      </div>
      <ImagePicker images={images} onChange={setImages} error={imagesError} onError={setImagesError} />
      <Button type="submit" variant="gold" block icon={Send} disabled={submit.isPending}>
        {t('feedback.submit')}
      </Button>
    </Card>
  );
}
