import { API, type Captcha as CaptchaSchema } from '@lobby/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import type { Infer } from '../../../shared/api/infer.ts';

export type Captcha = Infer<typeof CaptchaSchema>;

export const fetchCaptcha = (signal?: AbortSignal): Promise<Captcha> =>
  apiRequest<Captcha>(API.getCaptcha.path, { signal });

/** A captcha is single use: each form has its own, never reused from the cache once gone. */
export const captchaQuery = (form: string) =>
  queryOptions({
    queryKey: ['auth', 'captcha', form],
    queryFn: ({ signal }) => fetchCaptcha(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
