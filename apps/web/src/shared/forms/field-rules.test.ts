import { describe, expect, it } from 'vitest';
import { checkConfirmation, checkFields, checkRule, type Rule } from './field-rules.ts';

describe('checkRule', () => {
  const username: Rule = { required: true, pattern: '^[A-Za-z0-9_]{4,20}$', message: 'invalid_username' };
  const email: Rule = {
    required: false,
    pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
    message: 'invalid_email',
  };

  it('passes an empty value when the field is not required', () => {
    expect(checkRule(email, '')).toBeUndefined();
    expect(checkRule(email, '   ')).toBeUndefined();
  });

  it('requires a value when the field is required, with the rule’s own required message if any', () => {
    expect(checkRule(username, '')).toEqual({ code: 'required' });
    expect(checkRule({ required: true, requiredMessage: 'in_vwrite_code' }, ' ')).toEqual({
      code: 'in_vwrite_code',
    });
  });

  it('tests the server pattern on the trimmed value and answers the server message', () => {
    expect(checkRule(username, ' lucky_7 ')).toBeUndefined();
    expect(checkRule(username, 'no')).toEqual({ code: 'invalid_username' });
    expect(checkRule(email, 'not-an-email')).toEqual({ code: 'invalid_email' });
    expect(checkRule({ pattern: '^\\d+$' }, 'abc')).toEqual({ code: 'invalid_format' });
  });

  it('checks lengths, keeping the spaces of passwords', () => {
    const password: Rule = { required: true, minLength: 8, maxLength: 128, keepSpaces: true };
    expect(checkRule(password, 'short')).toEqual({ code: 'too_short', params: { min: 8 } });
    expect(checkRule(password, '   pass   ')).toBeUndefined();
    expect(checkRule(password, 'x'.repeat(129))).toEqual({ code: 'too_long', params: { max: 128 } });
  });

  it('answers the rule’s own length message when it has one', () => {
    const password: Rule = {
      required: true,
      minLength: 8,
      keepSpaces: true,
      lengthMessage: 'password_too_short',
    };
    expect(checkRule(password, 'short')).toEqual({ code: 'password_too_short' });
  });

  it('ignores a pattern that is not a valid regular expression', () => {
    expect(checkRule({ pattern: '([' }, 'anything')).toBeUndefined();
  });
});

describe('checkConfirmation', () => {
  it('says in_incorrect_password when empty and in_confirmation_correct when different', () => {
    expect(checkConfirmation('secret-pass', '')).toEqual({ code: 'in_incorrect_password' });
    expect(checkConfirmation('secret-pass', 'secret-pas')).toEqual({ code: 'in_confirmation_correct' });
    expect(checkConfirmation('secret-pass', 'secret-pass')).toBeUndefined();
  });
});

describe('checkFields', () => {
  it('answers every problem and the first failing field in form order', () => {
    const rules: Record<string, Rule> = {
      username: { required: true, pattern: '^\\w{4,}$', message: 'invalid_username' },
      email: { pattern: '@', message: 'invalid_email' },
      nickname: { required: true },
    };
    const values: Record<string, string> = { username: 'lucky7', email: 'nope', nickname: '' };
    const result = checkFields(
      ['username', 'email', 'nickname'],
      (field) => rules[field],
      (field) => values[field] ?? '',
    );
    expect(result.first).toBe('email');
    expect(result.problems).toEqual({ email: { code: 'invalid_email' }, nickname: { code: 'required' } });
  });

  it('runs the extra check for fields without a rule problem', () => {
    const result = checkFields(
      ['password', 'confirmPassword'],
      (field) => (field === 'password' ? { required: true } : undefined),
      (field) => (field === 'password' ? 'secret-pass' : 'other'),
      (field) => (field === 'confirmPassword' ? checkConfirmation('secret-pass', 'other') : undefined),
    );
    expect(result.first).toBe('confirmPassword');
  });
});
