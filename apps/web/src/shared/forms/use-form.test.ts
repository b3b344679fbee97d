import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { i18n } from '../i18n/i18n.ts';
import { useForm } from './use-form.ts';

type Field = 'username' | 'password';

const renderForm = () =>
  renderHook(() =>
    useForm<Field>({
      initial: { username: '', password: '' },
      order: ['username', 'password'],
      ruleOf: (field) => (field === 'username' ? { required: true } : undefined),
      extra: (field, values) =>
        field === 'password' && values.password.length < 3 ? { code: 'password_too_short' } : undefined,
    }),
  );

describe('useForm', () => {
  it('shows every problem in the current language and passes once the values do', () => {
    const { result } = renderForm();
    let passed = true;
    act(() => {
      passed = result.current.validate();
    });
    expect(passed).toBe(false);
    expect(result.current.errorOf('username')).toBe(i18n.t('errors.required'));
    expect(result.current.errorOf('password')).toBe(i18n.t('errors.password_too_short'));

    act(() => {
      result.current.set('username')('lucky7');
      result.current.set('password')('secret');
    });
    act(() => {
      passed = result.current.validate();
    });
    expect(passed).toBe(true);
    expect(result.current.problems).toEqual({});
  });

  it('puts a refusal that names a field under that field, keeping the others', () => {
    const { result } = renderForm();
    act(() => {
      result.current.validateOne('username');
    });
    act(() => {
      result.current.showRefusal(new ApiError('password_too_short', 400, { field: 'password' }));
    });
    expect(result.current.problems).toEqual({
      username: { code: 'required' },
      password: { code: 'password_too_short' },
    });
  });
});
