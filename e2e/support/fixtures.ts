import { randomBytes, randomInt } from 'node:crypto';
import { ENCRYPTION_KEY_HEADER, encryptPayload, importPublicKey } from '@lobby/contract';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

type MerchantPatch = Record<string, unknown>;

export interface TestMerchant {
  code: string;
  /** Origin on which the app resolves to this merchant (Chromium maps *.localhost to loopback). */
  origin: string;
}

/** A member made through the test facilities, with what it takes to log in. */
export interface TestMember {
  username: string;
  password: string;
  type: number;
  mobileNum?: string;
  countryDialingCode?: string;
  /** The name payout accounts must be held in. */
  payeeName?: string;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
/** 4–20 letters, digits or underscores; never the trial names' prefix. */
export const uniqueUsername = (): string => `p${hex(5)}`;
/** A Pakistani-style mobile number (dialing code 92) no other test uses. */
export const uniqueMobile = (): string => `3${randomInt(100_000_000, 1_000_000_000)}`;
/** Long and random: passes the server's length and common-password rules. */
export const uniquePassword = (): string => `Pw-${hex(6)}-Lobby`;

async function createMerchant(
  request: APIRequestContext,
  baseURL: string,
  config: MerchantPatch,
): Promise<TestMerchant> {
  const code = `e2e${randomBytes(5).toString('hex')}`;
  const host = `${code}.localhost`;
  const response = await request.put(`/api/v1/test/merchants/${code}`, { data: { domains: [host], config } });
  expect(response.ok(), await response.text()).toBe(true);
  const url = new URL(baseURL);
  return { code, origin: `${url.protocol}//${host}:${url.port}` };
}

/** Creates a member of the demo merchant directly (test facilities). */
export async function createMember(
  request: APIRequestContext,
  options: Partial<TestMember>,
): Promise<TestMember> {
  const member: TestMember = { username: uniqueUsername(), password: uniquePassword(), type: 0, ...options };
  const response = await request.post('/api/v1/test/members', { data: member });
  expect(response.ok(), await response.text()).toBe(true);
  return member;
}

/** The answer of a captcha this server issued (test facilities). */
export async function captchaAnswer(request: APIRequestContext, captchaId: string): Promise<string> {
  const response = await request.get(`/api/v1/test/captchas/${captchaId}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { value: { answer: string } }).value.answer;
}

/** The newest SMS code the outbox holds for a number, waiting for it to arrive. */
export async function smsCode(request: APIRequestContext, mobileNo: string, countryDialingCode: string) {
  let code: string | null = null;
  await expect(async () => {
    const response = await request.get('/api/v1/test/sms-outbox', {
      params: { mobileNo, countryDialingCode },
    });
    expect(response.ok()).toBe(true);
    const { value } = (await response.json()) as { value: { code: string | null }[] };
    code = value[0]?.code ?? null;
    expect(code).not.toBeNull();
  }).toPass({ timeout: 10_000 });
  return code as unknown as string;
}

export interface SessionGrant {
  token: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
  merchantCode: string;
}

/**
 * Logs in through the API as the web does (encrypted body). Failed logins elsewhere in the run can make
 * the server ask this client IP for a captcha; it is then answered through the test facilities.
 */
export async function apiLogin(request: APIRequestContext, member: TestMember): Promise<SessionGrant> {
  const keyResponse = await request.get('/api/v1/auth/encryption-key');
  const publicKey = await importPublicKey(
    ((await keyResponse.json()) as { value: { publicKey: string } }).value.publicKey,
  );
  let captcha = {};
  for (let attempt = 0; attempt < 3; attempt++) {
    const sealed = await encryptPayload(publicKey, {
      type: 'username',
      username: member.username,
      password: member.password,
      ...captcha,
    });
    const response = await request.post('/api/v1/auth/login', {
      data: sealed.body,
      headers: { [ENCRYPTION_KEY_HEADER]: sealed.wrappedKey },
    });
    const answer = (await response.json()) as { value?: SessionGrant & { captcha?: boolean }; code: string };
    if (response.ok() && answer.value) return answer.value;
    if (!answer.value?.captcha) throw new Error(`API login failed: ${response.status()} ${answer.code}`);
    const issued = await request.get('/api/v1/auth/captcha');
    const { captchaId } = ((await issued.json()) as { value: { captchaId: string } }).value;
    captcha = { captchaId, captcha: await captchaAnswer(request, captchaId) };
  }
  throw new Error('API login kept asking for a captcha');
}

/**
 * Puts a session into the page's session storage (MC_SESSION_INFO), as the login screen would, before the
 * app's first script on the next page loaded from `origin` (no page load of its own). Each sign-in is stored
 * once, so a logout followed by a reload stays logged out.
 */
async function storeSession(page: Page, grant: SessionGrant, origin: string): Promise<void> {
  const { token, merchantCode, userName, type, firstTimeLogin } = grant;
  const session = JSON.stringify({ token, merchantCode, userName, type, firstTimeLogin });
  await page.addInitScript(
    ({ session, origin, id }) => {
      if (window !== window.top || location.origin !== origin) return;
      const stored: string[] = JSON.parse(sessionStorage.getItem('e2e.sessions-stored') ?? '[]');
      if (stored.includes(id)) return;
      sessionStorage.setItem('MC_SESSION_INFO', session);
      sessionStorage.setItem('e2e.sessions-stored', JSON.stringify([...stored, id]));
    },
    { session, origin, id: hex(6) },
  );
}

export const test = base.extend<{
  makeMerchant: (config: MerchantPatch) => Promise<TestMerchant>;
  /** A new member of the demo merchant. */
  makeMember: (options?: Partial<TestMember>) => Promise<TestMember>;
  /** Logs the page in as the member through the API, so only the login tests use the login screen. */
  signIn: (member: TestMember) => Promise<SessionGrant>;
}>({
  makeMerchant: async ({ request, baseURL }, use) => {
    await use((config) => createMerchant(request, baseURL ?? '', config));
  },
  makeMember: async ({ request }, use) => {
    await use((options = {}) => createMember(request, options));
  },
  signIn: async ({ page, request, baseURL }, use) => {
    await use(async (member) => {
      const grant = await apiLogin(request, member);
      await storeSession(page, grant, new URL(baseURL ?? '').origin);
      return grant;
    });
  },
});

export { expect };
