import { HINT_COOKIES, type LanguageCode } from '@lobby/contract';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Writes (or, without a value, removes) one of the cookies that tell the server what the first view will
 * need, so the page it sends names those files (decisions 0085 and 0090). Not secrets: readable by scripts,
 * sent to this site only.
 */
function writeHintCookie(name: string, value: string | undefined): void {
  const lifetime = value === undefined ? 'Expires=Thu, 01 Jan 1970 00:00:00 GMT' : `Max-Age=${YEAR_SECONDS}`;
  // biome-ignore lint/suspicious/noDocumentCookie: one plain first-party cookie; the Cookie Store API is not on every phone.
  document.cookie = `${name}=${encodeURIComponent(value ?? '')}; Path=/; ${lifetime}; SameSite=Lax`;
}

/** The player's chosen language: the server names that language's files and pictures for the first view. */
export const rememberLanguageForServer = (code: LanguageCode): void =>
  writeHintCookie(HINT_COOKIES.language, code);

/** Whether this browser may be signed in: without it, a members' screen's page names login's files. */
export const tellServerMaybeSignedIn = (maybe: boolean): void =>
  writeHintCookie(HINT_COOKIES.member, maybe ? '1' : undefined);
