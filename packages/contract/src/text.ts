import { z } from 'zod';

/**
 * The one rule for text a client sends (query, path, JSON body, multipart field, header): no control
 * character (C0, DEL, C1) and no lone surrogate. NUL would make PostgreSQL fail the query; the others have
 * no place in a name, code or search and only hide what a value really is. The `u` flag makes a surrogate
 * pair one code point, so only a lone surrogate falls in the \uD800-\uDFFF range.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
export const SINGLE_LINE_TEXT = /^[^\u0000-\u001F\u007F-\u009F\uD800-\uDFFF]*$/u;
/** The same for a multi-line field (feedback, chat, remarks): tab, line feed and carriage return allowed. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
export const MULTI_LINE_TEXT = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF]*$/u;

const refusal = 'control characters and lone surrogates are not allowed';
/** The single-line rule as a check, for string formats that do not start from text() (z.url()). */
export const singleLineCheck = z.regex(SINGLE_LINE_TEXT, refusal);

/** A string input: every schema of what the server reads starts from this instead of z.string(). */
export const text = () => z.string().check(singleLineCheck);

/** A string input that may span lines. */
export const multilineText = () => z.string().regex(MULTI_LINE_TEXT, refusal);
