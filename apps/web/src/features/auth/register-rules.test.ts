import { describe, expect, it } from 'vitest';
import { makeRegistrationSettings } from '../../test/fixtures.ts';
import {
  defaultRegisterMethod,
  registerMethods,
  registerRule,
  visibleRegisterFields,
} from './register-rules.ts';

const on = { enabled: true, required: false };

describe('register methods', () => {
  it('offers the toggle only when both methods are enabled', () => {
    expect(registerMethods(makeRegistrationSettings())).toEqual(['username', 'mobile']);
    expect(registerMethods(makeRegistrationSettings({ methods: { username: true, mobile: false } }))).toEqual(
      ['username'],
    );
    expect(registerMethods(makeRegistrationSettings({ methods: { username: false, mobile: true } }))).toEqual(
      ['mobile'],
    );
  });

  it('defaults to mobile only when mobile is enabled and username is not', () => {
    expect(defaultRegisterMethod(makeRegistrationSettings())).toBe('username');
    const mobileOnly = makeRegistrationSettings({
      methods: { username: false, mobile: true },
      defaultMethod: 'mobile',
    });
    expect(defaultRegisterMethod(mobileOnly)).toBe('mobile');
    // A default naming a method that is off is corrected by the same rule.
    expect(defaultRegisterMethod({ ...mobileOnly, defaultMethod: 'username' })).toBe('mobile');
  });
});

describe('register fields', () => {
  it('username method: username, passwords, the optional mobile, then the enabled optional fields in order', () => {
    const settings = makeRegistrationSettings({}, { email: on, nickname: on, affiliateCode: on, qqNum: on });
    expect(visibleRegisterFields(settings, 'username')).toEqual([
      'username',
      'password',
      'confirmPassword',
      'mobileNum',
      'qqNum',
      'email',
      'nickname',
      'affiliateCode',
    ]);
  });

  it('mobile method: mobile, the SMS code with REGMOBVERF3, passwords with MOBILENUMPASSREG3', () => {
    expect(visibleRegisterFields(makeRegistrationSettings(), 'mobile')).toEqual(['mobileNum']);
    const full = makeRegistrationSettings({ smsVerification: true, mobilePassword: true }, { payeeName: on });
    expect(visibleRegisterFields(full, 'mobile')).toEqual([
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
      'payeeName',
    ]);
  });

  it('hides a disabled mobile field in the username method', () => {
    const settings = makeRegistrationSettings({}, { mobileNum: { enabled: false, required: false } });
    expect(visibleRegisterFields(settings, 'username')).toEqual(['username', 'password', 'confirmPassword']);
  });

  it('checks each field with the server rule; the mobile method requires its own fields', () => {
    const settings = makeRegistrationSettings({ smsVerification: true, mobilePassword: true });
    expect(registerRule(settings, 'username', 'mobileNum')).toEqual({
      required: false,
      pattern: '^\\d{4,20}$',
      message: 'invalid_mobile',
    });
    expect(registerRule(settings, 'mobile', 'mobileNum')?.required).toBe(true);
    expect(registerRule(settings, 'mobile', 'verificationCode')?.required).toBe(true);
    expect(registerRule(settings, 'username', 'password')).toEqual({
      required: true,
      minLength: 8,
      maxLength: 128,
      keepSpaces: true,
    });
    expect(registerRule(settings, 'username', 'confirmPassword')).toBeUndefined();
  });
});
