import {
  API_PREFIX,
  ENCRYPTION_KEY_HEADER,
  encryptPayload,
  importPublicKey,
  type SessionGrant,
} from '@lobby/contract';
import { solveChallenge } from 'altcha-lib/v1';
import { count } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { members } from '../db/schema.ts';
import type { Clock } from '../shared/clock.ts';

export const api = (path: string) => `${API_PREFIX}${path}`;

/** A clock the test moves: `advance(ms)` instead of fake timers. */
export class TestClock implements Clock {
  constructor(private time = Date.parse('2026-03-01T12:00:00Z')) {}
  now(): number {
    return this.time;
  }
  advance(ms: number): void {
    this.time += ms;
  }
}

const publicKeys = new WeakMap<FastifyInstance, Promise<Parameters<typeof encryptPayload>[0]>>();

/** The server's payload key, read once per app through getEncryptionKey as a client does. */
function publicKeyOf(app: FastifyInstance) {
  let key = publicKeys.get(app);
  if (!key) {
    key = app
      .inject({ method: 'GET', url: api('/auth/encryption-key') })
      .then((response) => importPublicKey(response.json().value.publicKey));
    publicKeys.set(app, key);
  }
  return key;
}

export interface EncryptedInject extends Omit<InjectOptions, 'payload' | 'body'> {
  payload: unknown;
}

/** `payload` sealed as the web seals it (at the app's time, with a fresh nonce): body and headers to send. */
export async function sealFor(
  app: FastifyInstance,
  payload: unknown,
  now = app.clock.now(),
): Promise<{ payload: { data: string }; headers: Record<string, string> }> {
  const sealed = await encryptPayload(await publicKeyOf(app), payload, now);
  return { payload: sealed.body, headers: { [ENCRYPTION_KEY_HEADER]: sealed.wrappedKey } };
}

/** Sends `payload` sealed as the web does: `{data}` and the wrapped key header. */
export async function injectEncrypted(
  app: FastifyInstance,
  options: EncryptedInject,
): Promise<LightMyRequestResponse> {
  const { payload, headers, ...rest } = options;
  const sealed = await sealFor(app, payload);
  return app.inject({ ...rest, headers: { ...headers, ...sealed.headers }, payload: sealed.payload });
}

/** Solves an anti-bot challenge of the app (tests run with a small ALTCHA_MAX_NUMBER). */
export async function solveAntiBot(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: api('/auth/anti-bot-challenge') });
  const challenge = response.json().value;
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('anti-bot challenge not solved');
  const payload = { ...challenge, number: solution.number };
  delete payload.maxnumber;
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** A fresh captcha and its answer (read through the test facility). */
export async function solvedCaptcha(
  app: FastifyInstance,
  options: Pick<InjectOptions, 'headers' | 'remoteAddress'> = {},
): Promise<{ captchaId: string; captcha: string }> {
  const response = await app.inject({ method: 'GET', url: api('/auth/captcha'), ...options });
  expect(response.statusCode, response.body).toBe(200);
  const { captchaId } = response.json().value;
  const answer = await app.inject({ method: 'GET', url: api(`/test/captchas/${captchaId}`) });
  return { captchaId, captcha: answer.json().value.answer };
}

export async function requestCode(
  app: FastifyInstance,
  body: { mobileNo: string; countryDialingCode: string; purpose: 'register' | 'login' | 'reset-password' },
  options: Pick<InjectOptions, 'headers' | 'remoteAddress'> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: api('/auth/verification-code'),
    payload: { ...body, antiBot: await solveAntiBot(app) },
    // Each request from its own address unless the test says otherwise: per-IP limits stay out of the way.
    remoteAddress: freshIp(),
    ...options,
  });
}

/** The newest code the outbox holds for the number (undefined when none). */
export async function outboxCode(
  app: FastifyInstance,
  countryDialingCode: string,
  mobileNo: string,
): Promise<string | undefined> {
  const response = await app.inject({
    method: 'GET',
    url: api(`/test/sms-outbox?countryDialingCode=${countryDialingCode}&mobileNo=${mobileNo}`),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value[0]?.code ?? undefined;
}

export interface TestMemberInput {
  username: string;
  password?: string;
  type?: number;
  mobileNum?: string;
  countryDialingCode?: string;
  nickname?: string;
  email?: string;
  payeeName?: string;
  vipLabel?: string;
  disabled?: boolean;
}

export async function createMember(
  app: FastifyInstance,
  member: TestMemberInput,
  headers: Record<string, string> = {},
): Promise<{ id: string; username: string; affiliateCode: string }> {
  const response = await app.inject({ method: 'POST', url: api('/test/members'), payload: member, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

export interface LoginOptions {
  remember?: boolean;
  portal?: 'member' | 'agent';
  remoteAddress?: string;
  captcha?: { captchaId: string; captcha: string };
  headers?: Record<string, string>;
}

export function loginRequest(
  app: FastifyInstance,
  username: string,
  password: string,
  options: LoginOptions = {},
): Promise<LightMyRequestResponse> {
  return injectEncrypted(app, {
    method: 'POST',
    url: api('/auth/login'),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
    payload: {
      type: 'username',
      username,
      password,
      remember: options.remember ?? false,
      portal: options.portal ?? 'member',
      ...options.captcha,
    },
  });
}

/** Logs in and answers the session grant (fails the test when the login is refused). */
export async function login(
  app: FastifyInstance,
  username: string,
  password: string,
  options: LoginOptions = {},
): Promise<SessionGrant> {
  const response = await loginRequest(app, username, password, options);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function memberCount(app: FastifyInstance): Promise<number> {
  const [row] = await app.db.select({ value: count() }).from(members);
  return row?.value ?? 0;
}

/** A distinct client address per test, so per-IP limits of one test do not reach another. */
let nextAddress = 1;
export const freshIp = (): string => {
  const n = nextAddress++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/** The session headers of a new trial account (type 4). */
export async function trialHeaders(app: FastifyInstance): Promise<Record<string, string>> {
  const name = (await app.inject({ method: 'GET', url: api('/auth/trial-name') })).json().value;
  const trial = await app.inject({
    method: 'POST',
    url: api('/auth/trial-login'),
    payload: { trialName: name },
  });
  expect(trial.statusCode, trial.body).toBe(200);
  return bearer(trial.json().value.token);
}

/** Credits a member `amount` major units through the test facility (`headers` pick another merchant). */
export async function creditMember(
  app: FastifyInstance,
  username: string,
  amount: number,
  headers: Record<string, string> = {},
): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: api('/test/wallet-credits'),
    headers,
    payload: { username, amount },
  });
  expect(response.statusCode, response.body).toBe(200);
}
