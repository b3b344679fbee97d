import { randomInt } from 'node:crypto';
import {
  API,
  Availability,
  checkField,
  envelope,
  LoginResponse,
  OPTIONAL_REGISTRATION_FIELDS,
  RegisterRequest,
  type RegistrationField,
  type RegistrationSettings,
  RegistrationSettings as RegistrationSettingsSchema,
  text,
  Username,
} from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ipKey } from '../../plugins/rate-limits/rate-limits-plugin.ts';
import { ApiError, fieldError } from '../../shared/api-error.ts';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { grantSession, isTrialName } from '../auth/index.ts';
import { isKnownDialingCode } from '../countries/index.ts';
import {
  assertNewPassword,
  emailTaken,
  findMemberByMobile,
  findMemberByUsername,
  findReferrer,
  insertMember,
  type NewMember,
} from '../members/index.ts';
import { assertNotRegistered } from '../protection/index.ts';
import { checkDateOfBirth } from './date-of-birth.ts';
import { registrationSettings } from './registration-settings.ts';

type Registration = z.infer<typeof RegisterRequest>;
type Method = 'username' | 'mobile';

/** Optional fields stored as given (trimmed); the payment password and affiliate code are handled apart. */
type OptionalTextField = Exclude<
  (typeof OPTIONAL_REGISTRATION_FIELDS)[number],
  'paymentPassword' | 'affiliateCode'
>;
const OPTIONAL_TEXT_FIELDS = OPTIONAL_REGISTRATION_FIELDS.filter(
  (field): field is OptionalTextField => field !== 'paymentPassword' && field !== 'affiliateCode',
);

const present = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/**
 * One field against its rule, compiled into a zod schema by the contract as the web's register form checks
 * it: required when empty, pattern when filled; disabled fields are ignored. True when a value is given.
 */
function checkRegistrationField(
  settings: RegistrationSettings,
  field: RegistrationField,
  value: string | undefined,
): boolean {
  const rule = settings.fields[field];
  if (!rule.enabled) return false;
  const problem = checkField(rule, value ?? '');
  if (problem) throw fieldError(field, problem.failed);
  return present(value);
}

/** Generated account names of mobile registrations: `m` and 10 digits, never a trial name. */
const mobileUsername = () => `m${Array.from({ length: 10 }, () => randomInt(10)).join('')}`;

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const lookups = (request: FastifyRequest) =>
    app.limits.consume(app.limits.settings.lookupsPerIp, `lookup:ip:${ipKey(request.ip)}`);

  /** Everything a registration checks, in the spec's order, before anything is stored. */
  async function register(request: FastifyRequest, body: Registration, method: Method) {
    const merchant = request.merchant;
    await app.limits.consume(app.limits.settings.registrationsPerIp, `register:ip:${ipKey(request.ip)}`);
    const settings = registrationSettings(merchant.config);
    if (!settings.methods[method]) throw new ApiError(403, 'registration_disabled');

    // 1. The affiliate code first (spec §4), when the field is on and a code is given.
    let referrerId: string | undefined;
    if (settings.fields.affiliateCode.enabled && present(body.affiliateCode)) {
      const referrer = await findReferrer(app.db, merchant.code, body.affiliateCode);
      if (!referrer) throw new ApiError(400, 'invitation_code_error', { field: 'affiliateCode' });
      referrerId = referrer.id;
    }

    // 2. Field rules, first failing field first.
    let username: string;
    let withPassword: boolean;
    let mobile: { countryDialingCode: string; mobileNum: string } | undefined;
    if (method === 'username') {
      checkRegistrationField(settings, 'username', body.username);
      username = body.username ?? '';
      if (isTrialName(username)) throw fieldError('username', 'reserved');
      withPassword = true;
    } else {
      username = mobileUsername();
      withPassword = settings.mobilePassword;
    }
    if (withPassword) {
      if (!present(body.password)) throw fieldError('password', 'required');
      await assertNewPassword({
        password: body.password,
        confirmation: body.confirmPassword,
        minLength: settings.fields.password.minLength ?? 8,
        field: 'password',
        confirmationField: 'confirmPassword',
      });
    }
    if (method === 'mobile' && !present(body.mobileNum)) throw fieldError('mobileNum', 'required');
    if (checkRegistrationField(settings, 'mobileNum', body.mobileNum)) {
      if (!present(body.countryDialingCode)) throw fieldError('countryDialingCode', 'required');
      if (!isKnownDialingCode(body.countryDialingCode)) throw fieldError('countryDialingCode', 'unknown');
      mobile = { countryDialingCode: body.countryDialingCode, mobileNum: body.mobileNum ?? '' };
    }
    const smsCodeNeeded = method === 'mobile' && settings.smsVerification;
    if (smsCodeNeeded && !present(body.verificationCode)) throw fieldError('verificationCode', 'required');
    const paymentPassword = checkRegistrationField(settings, 'paymentPassword', body.paymentPassword)
      ? body.paymentPassword
      : undefined;
    const optional: Partial<Record<OptionalTextField, string>> = {};
    for (const field of OPTIONAL_TEXT_FIELDS) {
      if (checkRegistrationField(settings, field, body[field])) optional[field] = body[field]?.trim();
    }
    const dateOfBirth = settings.dateOfBirth.required
      ? checkDateOfBirth(body.dateOfBirth, {
          minimumAge: settings.minimumAge,
          now: dateOf(app.clock),
          timezone: merchant.timezone ?? 'UTC',
        })
      : null;

    // 3. The captcha, when the merchant has it: used up whatever follows.
    if (settings.captcha.enabled) {
      if (!(await app.captchas.check(merchant.code, body.captchaId, body.captcha))) {
        throw new ApiError(400, 'in_vwrite_code', { field: 'captcha' });
      }
    }

    // 4. What must not exist yet (the insert checks again, for registrations that race).
    if (await findMemberByUsername(app.db, merchant.code, username)) {
      throw new ApiError(409, 'username_exists', { field: 'username' });
    }
    if (optional.email && (await emailTaken(app.db, merchant.code, optional.email))) {
      throw new ApiError(409, 'email_exists', { field: 'email' });
    }
    if (
      mobile &&
      (await findMemberByMobile(app.db, merchant.code, mobile.countryDialingCode, mobile.mobileNum))
    ) {
      throw new ApiError(409, 'mobile_exists', { field: 'mobileNum' });
    }

    // 5. The SMS code of a mobile registration (REGMOBVERF3).
    if (smsCodeNeeded && mobile) {
      const target = { merchantCode: merchant.code, ...mobile, purpose: 'register' as const };
      if (!(await app.sms.codes.verify(target, body.verificationCode ?? ''))) {
        throw new ApiError(400, 'verification_code_error', { field: 'verificationCode' });
      }
    }

    // 6. The exclusion register (decision 0055): a person on it is refused, nothing stored.
    await assertNotRegistered(app.db, {
      merchantCode: merchant.code,
      username: method === 'username' ? username : null,
      mobile: mobile ?? null,
      dateOfBirth,
    });

    const values: NewMember = {
      merchantCode: merchant.code,
      username,
      passwordHash: withPassword ? await app.passwords.hash(body.password ?? '') : null,
      paymentPasswordHash: paymentPassword ? await app.passwords.hash(paymentPassword) : null,
      type: 0,
      ...optional,
      countryDialingCode: mobile?.countryDialingCode ?? null,
      mobileNum: mobile?.mobileNum ?? null,
      referrerId: referrerId ?? null,
      registerMethod: body.registerMethod,
      registerUrl: body.registerUrl ?? null,
      registerDomain: body.domain ?? null,
      registrationIp: request.ip,
      dateOfBirth,
    };
    let member: Awaited<ReturnType<typeof insertMember>> | undefined;
    for (let attempt = 0; !member; attempt++) {
      try {
        member = await insertMember(
          app.db,
          method === 'mobile' && attempt > 0 ? { ...values, username: mobileUsername() } : values,
          dateOf(app.clock),
        );
      } catch (error) {
        // A generated username that happens to be taken: draw another.
        const generatedTaken =
          method === 'mobile' && error instanceof ApiError && error.code === 'username_exists';
        if (!generatedTaken || attempt >= 5) throw error;
      }
    }
    return ok(await grantSession(request, member, false));
  }

  const registerSchema = (operationId: 'registerByUsername' | 'registerByMobile', summary: string) => ({
    operationId,
    tags: ['registration'],
    summary,
    description:
      'Checked in this order: affiliate code (400 invitation_code_error), field rules (400 with field), ' +
      'password rules and confirmation, date of birth where the merchant asks for it (400 under_age below ' +
      'the minimum age), captcha (400 in_vwrite_code), existing username/e-mail/mobile (409), ' +
      'SMS code, the exclusion register (403 exclusion_registered). Answers a session: the new member is logged in.',
    body: RegisterRequest,
    response: { 200: LoginResponse, ...errorResponses },
  });

  app.route({
    method: API.registerByUsername.method,
    url: API.registerByUsername.path,
    schema: registerSchema('registerByUsername', 'Registers with username and password (encrypted body)'),
    config: { encryptedBody: true },
    handler: (request) => register(request, request.body, 'username'),
  });

  app.route({
    method: API.registerByMobile.method,
    url: API.registerByMobile.path,
    schema: registerSchema('registerByMobile', 'Registers with a mobile number (encrypted body)'),
    config: { encryptedBody: true },
    handler: (request) => register(request, request.body, 'mobile'),
  });

  app.route({
    method: API.getRegistrationSettings.method,
    url: API.getRegistrationSettings.path,
    schema: {
      operationId: 'getRegistrationSettings',
      tags: ['registration'],
      summary:
        'Register methods, per-field rules (enabled, required, pattern, message), captcha, minimum age',
      response: { 200: envelope(RegistrationSettingsSchema), ...errorResponses },
    },
    handler: async (request) => ok(registrationSettings(request.merchant.config)),
  });

  app.route({
    method: API.validateAffiliateCode.method,
    url: API.validateAffiliateCode.path,
    schema: {
      operationId: 'validateAffiliateCode',
      tags: ['registration'],
      summary:
        'Whether an affiliate (invitation) code belongs to a member; unknown: 404 invitation_code_error',
      params: z.object({ code: text().trim().min(1).max(32) }),
      response: { 200: envelope(z.boolean()), ...errorResponses },
    },
    handler: async (request) => {
      await lookups(request);
      const referrer = await findReferrer(app.db, request.merchant.code, request.params.code);
      if (!referrer) throw new ApiError(404, 'invitation_code_error', { field: 'affiliateCode' });
      return ok(true);
    },
  });

  app.route({
    method: API.checkUsername.method,
    url: API.checkUsername.path,
    schema: {
      operationId: 'checkUsername',
      tags: ['registration'],
      summary: 'Whether a username is still free',
      querystring: z.object({ username: Username }),
      response: { 200: envelope(Availability), ...errorResponses },
    },
    handler: async (request) => {
      await lookups(request);
      const { username } = request.query;
      const taken =
        isTrialName(username) || (await findMemberByUsername(app.db, request.merchant.code, username));
      return ok({ available: !taken });
    },
  });

  app.route({
    method: API.checkEmail.method,
    url: API.checkEmail.path,
    schema: {
      operationId: 'checkEmail',
      tags: ['registration'],
      summary: 'Whether an e-mail address is still free',
      querystring: z.object({ email: text().trim().min(3).max(254) }),
      response: { 200: envelope(Availability), ...errorResponses },
    },
    handler: async (request) => {
      await lookups(request);
      return ok({ available: !(await emailTaken(app.db, request.merchant.code, request.query.email)) });
    },
  });
};
