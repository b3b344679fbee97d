import type { FieldCheck } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { checkConfirmation, checkFields } from './field-rules.ts';

describe('checkConfirmation', () => {
  it('says in_incorrect_password when empty and in_confirmation_correct when different', () => {
    expect(checkConfirmation('secret-pass', '')).toEqual({ code: 'in_incorrect_password' });
    expect(checkConfirmation('secret-pass', 'secret-pas')).toEqual({ code: 'in_confirmation_correct' });
    expect(checkConfirmation('secret-pass', 'secret-pass')).toBeUndefined();
  });
});

describe('checkFields', () => {
  it('answers every problem and the first failing field in form order', () => {
    const rules: Record<string, FieldCheck> = {
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
