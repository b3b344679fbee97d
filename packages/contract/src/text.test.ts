import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { multilineText, text } from './text.ts';

const C0 = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code));

describe('text inputs', () => {
  it('refuses every C0 control character, DEL and C1 in a single-line field, naming the field', () => {
    const schema = z.object({ name: text().max(20) });
    for (const control of [...C0, '\u007F', '\u0085', '\u009F']) {
      const result = schema.safeParse({ name: `a${control}b` });
      expect(result.success, JSON.stringify(control)).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ['name'], code: 'invalid_format' });
    }
  });

  it('refuses lone surrogates but keeps pairs, and any other script', () => {
    expect(text().safeParse('\uD800').success).toBe(false);
    expect(text().safeParse('x\uDFFFy').success).toBe(false);
    expect(text().safeParse('\uDE00\uD83D').success).toBe(false);
    for (const good of ['', 'Ünïcödé', '中文 اردو', '🎰 jackpot', 'a b\u00A0c', '\u2028']) {
      expect(text().safeParse(good).success, good).toBe(true);
    }
  });

  it('lets a multi-line field hold tab, line feed and carriage return, nothing else', () => {
    expect(multilineText().safeParse('line one\r\n\tline two\n').success).toBe(true);
    expect(text().safeParse('line one\nline two').success).toBe(false);
    for (const control of C0.filter((c) => !'\t\n\r'.includes(c))) {
      expect(multilineText().safeParse(`a${control}b`).success, JSON.stringify(control)).toBe(false);
    }
    expect(multilineText().safeParse('\uD800').success).toBe(false);
  });

  it('keeps the checks chained after it (trim, max) and documents the rule as a pattern', () => {
    const schema = text().trim().max(3);
    expect(schema.parse('  abc  ')).toBe('abc');
    expect(schema.safeParse('abcd').success).toBe(false);
    expect(z.toJSONSchema(schema)).toMatchObject({
      type: 'string',
      pattern: expect.stringContaining('\\u0000'),
    });
  });

  it('answers a megabyte of text quickly, refused or not', () => {
    const started = performance.now();
    expect(text().safeParse('é'.repeat(1 << 20)).success).toBe(true);
    expect(text().safeParse(`${'😀'.repeat(1 << 19)}\uD800`).success).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
