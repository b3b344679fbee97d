import { describe, expect, it } from 'vitest';
import { checkField, type FieldCheck } from './field-check.ts';

describe('checkField', () => {
  const username: FieldCheck = {
    required: true,
    pattern: '^[A-Za-z0-9_]{4,20}$',
    message: 'invalid_username',
  };
  const email: FieldCheck = {
    required: false,
    pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
    message: 'invalid_email',
  };

  it('passes an empty value when the field is not required', () => {
    expect(checkField(email, '')).toBeUndefined();
    expect(checkField(email, '   ')).toBeUndefined();
  });

  it('requires a value when the field is required, with the rule’s own required message if any', () => {
    expect(checkField(username, '')).toEqual({ code: 'required', failed: 'required' });
    expect(checkField({ required: true, requiredMessage: 'in_vwrite_code' }, ' ')).toEqual({
      code: 'in_vwrite_code',
      failed: 'required',
    });
  });

  it('tests the server pattern on the trimmed value and answers the server message', () => {
    expect(checkField(username, ' lucky_7 ')).toBeUndefined();
    expect(checkField(username, 'no')).toEqual({ code: 'invalid_username', failed: 'pattern' });
    expect(checkField(email, 'not-an-email')).toEqual({ code: 'invalid_email', failed: 'pattern' });
    expect(checkField({ pattern: '^\\d+$' }, 'abc')).toEqual({ code: 'invalid_format', failed: 'pattern' });
  });

  it('checks lengths, keeping the spaces of passwords', () => {
    const password: FieldCheck = { required: true, minLength: 8, maxLength: 128, keepSpaces: true };
    expect(checkField(password, 'short')).toEqual({
      code: 'too_short',
      params: { min: 8 },
      failed: 'length',
    });
    expect(checkField(password, '   pass   ')).toBeUndefined();
    expect(checkField(password, 'x'.repeat(129))).toEqual({
      code: 'too_long',
      params: { max: 128 },
      failed: 'length',
    });
  });

  it('answers the rule’s own length message when it has one', () => {
    const password: FieldCheck = {
      required: true,
      minLength: 8,
      keepSpaces: true,
      lengthMessage: 'password_too_short',
    };
    expect(checkField(password, 'short')).toEqual({ code: 'password_too_short', failed: 'length' });
  });

  it('checks the length before the pattern', () => {
    const mobile: FieldCheck = { minLength: 4, pattern: '^\\d+$', message: 'invalid_mobile' };
    expect(checkField(mobile, 'ab')).toEqual({ code: 'too_short', params: { min: 4 }, failed: 'length' });
    expect(checkField(mobile, 'abcd')).toEqual({ code: 'invalid_mobile', failed: 'pattern' });
  });

  it('ignores a pattern that is not a valid regular expression', () => {
    expect(checkField({ pattern: '([' }, 'anything')).toBeUndefined();
  });
});
