import { describe, expect, it } from 'vitest';
import { scriptSafeJson } from './web-app-status.ts';

describe('scriptSafeJson', () => {
  it('writes no character that could end a script element or open a comment, and reads back the same', () => {
    const value = { name: '</script><script>alert(1)</script>', note: '<!-- a & b > c \u2028\u2029' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
