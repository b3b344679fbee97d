import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { fieldProblemOf, refusalOf } from './server-errors.ts';

const fields = ['username', 'mobileNum', 'email'] as const;

describe('server field errors', () => {
  it('puts a coded refusal on the field it names', () => {
    const error = new ApiError('username_exists', 409, { field: 'username' });
    expect(fieldProblemOf(error, fields)).toEqual({
      field: 'username',
      problem: { code: 'username_exists' },
    });
  });

  it('reads validation issues as required or the field’s pattern message, through aliases', () => {
    const required = new ApiError('validation_error', 400, {
      field: 'mobileNo',
      issues: [{ field: 'mobileNo', code: 'required' }],
    });
    expect(fieldProblemOf(required, fields, { aliases: { mobileNo: 'mobileNum' } })).toEqual({
      field: 'mobileNum',
      problem: { code: 'required' },
    });
    const pattern = new ApiError('validation_error', 400, {
      field: 'email',
      issues: [{ field: 'email', code: 'pattern' }],
    });
    expect(fieldProblemOf(pattern, fields, { patternMessage: () => 'invalid_email' })?.problem).toEqual({
      code: 'invalid_email',
    });
    expect(fieldProblemOf(pattern, fields)?.problem).toEqual({ code: 'invalid_format' });
  });

  it('ignores refusals without a field of the form', () => {
    expect(fieldProblemOf(new ApiError('rate_limited', 429), fields)).toBeUndefined();
    expect(fieldProblemOf(new ApiError('x', 400, { field: 'antiBot' }), fields)).toBeUndefined();
    expect(fieldProblemOf(new Error('boom'), fields)).toBeUndefined();
  });

  it('reads a 429 as the wait in whole minutes, at least one', () => {
    const wait = (code: string, retryAfterSeconds: number) =>
      refusalOf(new ApiError(code, 429, { retryAfterSeconds }));
    expect(wait('rate_limited', 15)).toEqual({ code: 'rate_limited_wait', params: { count: 1 } });
    expect(wait('rate_limited', 61)).toEqual({ code: 'rate_limited_wait', params: { count: 2 } });
    expect(wait('verification_code_resend_too_soon', 900)).toEqual({
      code: 'resend_wait',
      params: { count: 15 },
    });
    expect(refusalOf(new ApiError('invalid_credentials', 401))).toEqual({ code: 'invalid_credentials' });
    expect(refusalOf(new Error('boom'))).toEqual({ code: 'internal_error' });
  });
});
