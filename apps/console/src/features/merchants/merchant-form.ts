import { CreateConsoleMerchantRequest, DEFAULT_LANGUAGE, type LanguageCode } from '@lobby/contract';

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

export const FORM_FIELDS = [
  'code',
  'name',
  'domains',
  'currency',
  'timezone',
  'defaultLanguage',
  'copyFrom',
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

/** The request the form makes. */
export const requestOf = (form: MerchantForm): CreateConsoleMerchantRequest => ({
  code: form.code.trim(),
  ...(form.name.trim() ? { name: form.name.trim() } : {}),
  domains: form.domains
    .split(/[\s,]+/)
    .map((domain) => domain.trim())
    .filter(Boolean),
  currency: form.currency,
  timezone: form.timezone,
  defaultLanguage: form.defaultLanguage,
  ...(form.copyFrom ? { copyFrom: form.copyFrom } : {}),
});

/** The form fields the contract finds fault with (a domain's problem is the domains field's). */
export function formProblems(form: MerchantForm): Set<FormField> {
  const parsed = CreateConsoleMerchantRequest.safeParse(requestOf(form));
  const fields = parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0]));
  return new Set(FORM_FIELDS.filter((field) => fields.includes(field)));
}

/** The form field a server refusal names ("domains.1" is the domains field). */
export const fieldOf = (serverField: string | undefined): FormField | undefined =>
  FORM_FIELDS.find((field) => field === serverField?.split('.')[0]);
