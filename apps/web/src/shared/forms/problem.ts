import { i18n } from '../i18n/i18n.ts';

/** A failed check: an error code (errors.<code>) and what its text needs. */
export interface Problem {
  code: string;
  params?: Readonly<Record<string, number | string>>;
  /** The text's i18n key when it is not errors.<code> (a screen's own wording). */
  key?: string;
}

export type Problems<F extends string> = Partial<Record<F, Problem>>;

/** The text of a problem in the current language; unknown codes read as a generic format error. */
export const problemText = (problem: Problem): string =>
  i18n.t(problem.key ?? `errors.${problem.code}`, {
    ...problem.params,
    defaultValue: i18n.t('errors.invalid_format'),
  });
