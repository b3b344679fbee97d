import { FEEDBACK_MAX_IMAGE_BYTES, FEEDBACK_MAX_WORDS, FEEDBACK_MIN_WORDS } from '@lobby/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feedback, feedbackImages } from '../../db/schema.ts';
import { api, bearer, createMember, login } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { type FilePart, form, GOOD_TEXT, JPEG, PNG, submitFeedback } from '../../test/multipart-form.ts';

const app = useTestApp({ limits: { feedbackPerMember: { limit: 4, windowSeconds: 3600 } } });

const PASSWORD = 'secret-pass-1';
let nextName = 1;

async function member() {
  const username = `feedback${nextName++}`;
  const created = await createMember(app(), { username, password: PASSWORD });
  const { token } = await login(app(), username, PASSWORD);
  return { id: created.id, headers: bearer(token) };
}

const submit = (headers: Record<string, string>, fields: Record<string, string>, files: FilePart[] = []) =>
  submitFeedback(app(), headers, fields, files);

const storedFor = async (memberId: string) =>
  (await app().db.select().from(feedback).where(eq(feedback.memberId, memberId))).length;

describe('feedback', () => {
  it('accepts a png and a jpg, checked by content, and lists the member’s own feedback', async () => {
    const caller = await member();
    const response = await submit(caller.headers, { category: 'problem', content: GOOD_TEXT }, [
      { filename: 'screen.png', type: 'image/png', bytes: PNG },
      // Named and declared as something else: the content decides.
      { filename: 'photo.bin', type: 'application/octet-stream', bytes: JPEG },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const item = response.json().value;
    expect(item).toMatchObject({
      category: 'problem',
      content: GOOD_TEXT,
      imageCount: 2,
      status: 'received',
    });
    const images = await app().db.select().from(feedbackImages).where(eq(feedbackImages.feedbackId, item.id));
    expect(images.map((image) => image.mimeType).sort()).toEqual(['image/jpeg', 'image/png']);
    expect(Buffer.from(images.find((image) => image.mimeType === 'image/png')?.bytes ?? [])).toEqual(PNG);

    const other = await member();
    await submit(other.headers, { category: 'other', content: GOOD_TEXT });
    const list = await app().inject({ method: 'GET', url: api('/feedback'), headers: caller.headers });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().value.list).toEqual([item]);
  });

  it('counts words as the language writes them: Thai and Chinese have no spaces between words', async () => {
    const caller = await member();
    const thai = { ...caller.headers, 'x-language': 'TH' };
    // ฉัน / อยาก / ถอน / เงิน / แต่ / ระบบ / ช้า / มาก: eight words, one run without spaces.
    const accepted = await submit(thai, { category: 'problem', content: 'ฉันอยากถอนเงินแต่ระบบช้ามาก' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const chinese = { ...caller.headers, 'x-language': 'CN' };
    // 我 / 无法 / 提款: three words, fewer than allowed.
    const refused = await submit(chinese, { category: 'problem', content: '我无法提款' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'feedback_word_count',
      value: { field: 'content', words: 3 },
    });
    expect(await storedFor(caller.id)).toBe(1);
  });

  it('keeps the content within the word range and names the field', async () => {
    const caller = await member();
    const tooFew = await submit(caller.headers, {
      category: 'suggestion',
      content: Array(FEEDBACK_MIN_WORDS - 1)
        .fill('word')
        .join(' '),
    });
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json()).toMatchObject({ code: 'feedback_word_count', value: { field: 'content' } });
    const tooMany = await submit(caller.headers, {
      category: 'suggestion',
      content: Array(FEEDBACK_MAX_WORDS + 1)
        .fill('word')
        .join(' '),
    });
    expect(tooMany.json()).toMatchObject({ code: 'feedback_word_count', value: { field: 'content' } });
    const badCategory = await submit(caller.headers, { category: 'praise', content: GOOD_TEXT });
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json()).toMatchObject({ code: 'validation_error', value: { field: 'category' } });
    expect(await storedFor(caller.id)).toBe(0);
  });

  it('refuses a disguised, an oversized and a fourth image, storing nothing', async () => {
    const caller = await member();
    const fields = { category: 'game', content: GOOD_TEXT };
    const disguised = await submit(caller.headers, fields, [
      { filename: 'x.png', type: 'image/png', bytes: Buffer.from('just some text, not an image') },
    ]);
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json()).toMatchObject({ code: 'image_type_not_allowed', value: { field: 'images' } });

    const big = Buffer.concat([PNG, Buffer.alloc(FEEDBACK_MAX_IMAGE_BYTES + 1 - PNG.length)]);
    const oversized = await submit(caller.headers, fields, [
      { filename: 'big.png', type: 'image/png', bytes: big },
    ]);
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json()).toMatchObject({ code: 'image_too_large', value: { field: 'images' } });

    const four = Array.from({ length: 4 }, (_, index) => ({
      filename: `${index}.png`,
      type: 'image/png',
      bytes: PNG,
    }));
    const tooMany = await submit(caller.headers, fields, four);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 'too_many_images', value: { field: 'images' } });
    expect(await storedFor(caller.id)).toBe(0);
  });

  it('answers too_many_images when even more images arrive than the parser reads', async () => {
    const caller = await member();
    const six = Array.from({ length: 6 }, (_, index) => ({
      filename: `${index}.jpg`,
      type: 'image/jpeg',
      bytes: JPEG,
    }));
    const response = await submit(caller.headers, { category: 'game', content: GOOD_TEXT }, six);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('too_many_images');
    expect(await storedFor(caller.id)).toBe(0);
  });

  it('takes feedback from real members only, as multipart, and not too often', async () => {
    const fields = { category: 'other', content: GOOD_TEXT };
    expect((await submit({}, fields)).statusCode).toBe(401);
    const name = (await app().inject({ method: 'GET', url: api('/auth/trial-name') })).json().value;
    const trial = await app().inject({
      method: 'POST',
      url: api('/auth/trial-login'),
      payload: { trialName: name },
    });
    const refused = await submit(bearer(trial.json().value.token), fields);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('free_reject');

    const caller = await member();
    const json = await app().inject({
      method: 'PUT',
      url: api('/feedback'),
      headers: caller.headers,
      payload: fields,
    });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await submit(caller.headers, fields)).statusCode).toBe(200);
    }
    const limited = await submit(caller.headers, fields);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    expect(await storedFor(caller.id)).toBe(3);
  });

  it('refuses control characters in a field, keeping tabs and line breaks of the content', async () => {
    const caller = await member();
    const nul = await submit(caller.headers, { category: 'other', content: `${GOOD_TEXT}\u0000` });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ code: 'validation_error', value: { field: 'content' } });
    const bell = await submit(caller.headers, { category: 'other', content: `${GOOD_TEXT}\u0007` });
    expect(bell.json()).toMatchObject({ code: 'validation_error', value: { field: 'content' } });
    expect(await storedFor(caller.id)).toBe(0);

    const lines = await submit(caller.headers, {
      category: 'other',
      content: `${GOOD_TEXT}\r\n\tAnd again.`,
    });
    expect(lines.statusCode).toBe(200);
    expect(lines.json().value.content).toBe(`${GOOD_TEXT}\r\n\tAnd again.`);
  });

  it('answers a malformed multipart body with 400 and a JSON body with 415, storing nothing', async () => {
    const good = form({ category: 'other', content: GOOD_TEXT });
    const boundary = good.contentType.split('boundary=')[1];
    const bodies = [
      { contentType: 'multipart/form-data', payload: good.payload },
      { contentType: good.contentType, payload: good.payload.subarray(0, good.payload.length - 30) },
      {
        contentType: good.contentType,
        payload: Buffer.from(`--${boundary}\r\nContent-Disposition\r\n\r\nx`),
      },
      { contentType: good.contentType, payload: Buffer.from('not a multipart body at all') },
    ];
    for (const body of bodies) {
      const caller = await member();
      const response = await app().inject({
        method: 'PUT',
        url: api('/feedback'),
        headers: { ...caller.headers, 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(response.statusCode, body.payload.toString()).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'validation_error',
        value: { field: 'body' },
      });
      expect(await storedFor(caller.id)).toBe(0);
    }

    const caller = await member();
    const json = await app().inject({
      method: 'PUT',
      url: api('/feedback'),
      headers: caller.headers,
      payload: { category: 'other', content: GOOD_TEXT },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ success: false, code: 'unsupported_media_type' });
  });
});
