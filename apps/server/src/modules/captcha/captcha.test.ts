import { describe, expect, it } from 'vitest';
import { captchas } from '../../db/schema.ts';
import { MemoryRateLimiter } from '../../plugins/rate-limits/rate-limiter.ts';
import { api, freshIp, TestClock } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';

const clock = new TestClock();
const app = useTestApp({
  clock,
  rateLimiter: new MemoryRateLimiter(clock),
  limits: { captchasPerIp: { limit: 5, windowSeconds: 600 } },
});

async function newCaptcha(remoteAddress = freshIp()) {
  const response = await app().inject({ method: 'GET', url: api('/auth/captcha'), remoteAddress });
  expect(response.statusCode, response.body).toBe(200);
  const { captchaId, image } = response.json().value;
  const answer = (await app().inject({ method: 'GET', url: api(`/test/captchas/${captchaId}`) })).json().value
    .answer;
  return { captchaId: captchaId as string, image: image as string, answer: answer as string };
}

describe('GET /auth/captcha', () => {
  it('answers a PNG data URL, with a 5-digit answer stored as an HMAC', async () => {
    const { captchaId, image, answer } = await newCaptcha();
    expect(captchaId).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer).toMatch(/^\d{5}$/);
    expect(image).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    expect(
      Buffer.from(image.split(',')[1] ?? '', 'base64')
        .subarray(1, 4)
        .toString('latin1'),
    ).toBe('PNG');
    const rows = await app().db.select().from(captchas);
    expect(JSON.stringify(rows)).not.toContain(`"${answer}"`);
  });

  it('is single use: right or wrong, a second try fails', async () => {
    const first = await newCaptcha();
    expect(await app().captchas.check('demo', first.captchaId, first.answer)).toBe(true);
    expect(await app().captchas.check('demo', first.captchaId, first.answer)).toBe(false);
    const second = await newCaptcha();
    expect(await app().captchas.check('demo', second.captchaId, '00000x')).toBe(false);
    expect(await app().captchas.check('demo', second.captchaId, second.answer)).toBe(false);
  });

  it('expires after 5 minutes and belongs to its merchant', async () => {
    const late = await newCaptcha();
    clock.advance(5 * 60_000);
    expect(await app().captchas.check('demo', late.captchaId, late.answer)).toBe(false);
    const foreign = await newCaptcha();
    expect(await app().captchas.check('other', foreign.captchaId, foreign.answer)).toBe(false);
    expect(await app().captchas.check('demo', 'not-a-uuid', '12345')).toBe(false);
  });

  it('limits fetches per IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await newCaptcha(ip);
    const limited = await app().inject({ method: 'GET', url: api('/auth/captcha'), remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
  });
});
