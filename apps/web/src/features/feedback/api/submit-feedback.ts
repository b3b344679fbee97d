import { API, type FeedbackFields } from '@lobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { useSession } from '../../../shared/session.ts';
import { feedbackListKey } from './get-feedback-list.ts';

export interface FeedbackSubmission extends FeedbackFields {
  images: readonly File[];
}

/** The multipart body of submitFeedback: category, content and one `images` part per file. */
export function feedbackForm({ category, content, images }: FeedbackSubmission): FormData {
  const form = new FormData();
  form.set('category', category);
  form.set('content', content);
  for (const image of images) form.append('images', image, image.name);
  return form;
}

const submitFeedback = (submission: FeedbackSubmission) =>
  apiRequest<unknown>(API.submitFeedback.path, {
    method: API.submitFeedback.method,
    body: feedbackForm(submission),
  });

/** Sends a feedback; the member's list loads again after it. */
export function useSubmitFeedback() {
  const client = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: submitFeedback,
    onSuccess: () => client.invalidateQueries({ queryKey: feedbackListKey(token) }),
  });
}
