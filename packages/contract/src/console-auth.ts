import { z } from 'zod';
import { ConsoleRole } from './console-roles.ts';
import { text } from './text.ts';

/** Header that carries the session's CSRF token on every console write. */
export const CONSOLE_CSRF_HEADER = 'x-csrf-token';
/** The console session cookie (HttpOnly, SameSite=Strict, Secure outside development). */
export const CONSOLE_SESSION_COOKIE = 'console_session';

export const OperatorUsername = text()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{3,32}$/);
export const OperatorPassword = text().min(1).max(128);

export const ConsoleLoginRequest = z.object({
  username: text().trim().min(1).max(64),
  password: text().min(1).max(128),
});

/** Present at the first login only: the secret to add to an authenticator app (also as a QR code). */
export const TotpEnrolment = z.object({
  otpauthUri: text().max(512),
  secret: text().max(64),
});

/** What consoleLogin answers; with `code` added it is the body of consoleVerifyTotp. */
export const ConsoleChallenge = z.object({
  challenge: text().min(1).max(512),
  enrolment: TotpEnrolment.optional(),
});
export type ConsoleChallenge = z.infer<typeof ConsoleChallenge>;

export const ConsoleVerifyRequest = ConsoleChallenge.extend({
  /** Six TOTP digits, or one of the recovery codes. */
  code: text()
    .trim()
    .regex(/^(\d{6}|[a-z2-7]{5}-[a-z2-7]{5})$/),
});

/** Answered once, when verifying the first code enrols the operator; each works once instead of a TOTP code. */
export const ConsoleVerified = z.object({ recoveryCodes: z.array(z.string()).optional() });

export const ConsoleOperator = z.object({
  id: z.uuid(),
  username: z.string(),
  role: ConsoleRole,
  /** null: a platform operator, who sees every merchant. */
  merchantCode: z.string().nullable(),
});
export type ConsoleOperator = z.infer<typeof ConsoleOperator>;

export const ConsoleSession = z.object({
  operator: ConsoleOperator,
  csrfToken: z.string(),
  expiresAt: z.iso.datetime(),
});

export const ConsoleEnrolRequest = z.object({
  token: text().min(16).max(128),
  password: OperatorPassword,
});
