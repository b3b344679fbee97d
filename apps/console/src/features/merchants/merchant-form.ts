import {
  CreateConsoleMerchantRequest,
  DEFAULT_LANGUAGE,
  type LanguageCode,
  UpdateConsoleMerchantRequest,
} from '@lobby/contract';
import type { z } from 'zod';

/** The create form as typed: the domains one a line, an empty name or model left out. */
export interface MerchantForm {
  code: string;
  name: string;
  domains: string;
  currency: string;
  timezone: string;
  defaultLanguage: LanguageCode;
  copyFrom: string;
}

/** The edit form as typed (decision 0072): the domains one a line. */
export interface EditForm {
  name: string;
  domains: string;
  timezone: string;
  defaultLanguage: LanguageCode;
  reason: string;
}

export const FORM_FIELDS = [
  'code',
  'name',
  'domains',
  'currency',
  'timezone',
  'defaultLanguage',
  'copyFrom',
  'reason',
] as const;
export type FormField = (typeof FORM_FIELDS)[number];

export const EMPTY_FORM: MerchantForm = {
  code: '',
  name: '',
  domains: '',
  currency: 'USD',
  timezone: 'UTC',
  defaultLanguage: DEFAULT_LANGUAGE,
  copyFrom: '',
};

/** The domains as typed, one a line (or separated by spaces or commas). */
const domainsOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((domain) => domain.trim())
    .filter(Boolean);

/** The request the create form makes. */
export const requestOf = (form: MerchantForm): CreateConsoleMerchantRequest => ({
  code: form.code.trim(),
  ...(form.name.trim() ? { name: form.name.trim() } : {}),
  domains: domainsOf(form.domains),
  currency: form.currency,
  timezone: form.timezone,
  defaultLanguage: form.defaultLanguage,
  ...(form.copyFrom ? { copyFrom: form.copyFrom } : {}),
});

/** The request the edit form makes. */
export const editRequestOf = (form: EditForm): UpdateConsoleMerchantRequest => ({
  ...form,
  name: form.name.trim(),
  domains: domainsOf(form.domains),
  reason: form.reason.trim(),
});

/** The form fields the contract finds fault with in a request (a domain's problem is the domains field's). */
export function problemsOf(schema: z.ZodType, request: unknown): Set<FormField> {
  const parsed = schema.safeParse(request);
  const fields = parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0]));
  return new Set(FORM_FIELDS.filter((field) => fields.includes(field)));
}

export const formProblems = (form: MerchantForm) => problemsOf(CreateConsoleMerchantRequest, requestOf(form));
export const editProblems = (form: EditForm) => problemsOf(UpdateConsoleMerchantRequest, editRequestOf(form));

/** The form field a server refusal names ("domains.1" is the domains field). */
export const fieldOf = (serverField: string | undefined): FormField | undefined =>
  FORM_FIELDS.find((field) => field === serverField?.split('.')[0]);
