import {
  API,
  EncryptionKey,
  envelope,
  isAgent,
  isRealMember,
  LoginRequest,
  LoginResponse,
  LogoutRequest,
  RememberedLoginRequest,
  SetPasswordByPhoneRequest,
  TRIAL_MEMBER_TYPE,
  TrialGrant,
  TrialLoginRequest,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ipKey } from '../../plugins/rate-limits/rate-limits-plugin.ts';
import { bearerToken, clientInfo } from '../../plugins/sessions/auth-plugin.ts';
import { ApiError, fieldError } from '../../shared/api-error.ts';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { freePlayGate } from '../identity/index.ts';
import {
  assertNewPassword,
  findMemberByMobile,
  findMemberByUsername,
  insertMember,
  type Member,
  setPasswordHash,
} from '../members/index.ts';
import { assertMayLogIn, assertNotRegistered } from '../protection/index.ts';
import { grantTrialBalance } from '../wallet/index.ts';
import { alertFailedLogins } from './failed-logins-alert.ts';
import { LoginThrottle } from './login-throttle.ts';
import { grantOf, grantSession } from './session-grant.ts';
import { isValidTrialName, newTrialName } from './trial-names.ts';

const Empty = envelope(z.null());

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = new LoginThrottle(app.limits);

  app.route({
    method: API.getEncryptionKey.method,
    url: API.getEncryptionKey.path,
    schema: {
      operationId: 'getEncryptionKey',
      tags: ['auth'],
      summary: 'The RSA-OAEP public key (SPKI, base64) that wraps the AES key of encrypted bodies',
      response: { 200: envelope(EncryptionKey), ...errorResponses },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return ok({
        keyId: app.secrets.payloadKeyId,
        algorithm: 'RSA-OAEP-256' as const,
        publicKey: app.secrets.payloadPublicKey,
      });
    },
  });

  app.route({
    method: API.login.method,
    url: API.login.path,
    schema: {
      operationId: 'login',
      tags: ['auth'],
      summary: 'Logs in by username and password or by mobile and SMS code (encrypted body)',
      description:
        'Wrong username and wrong password answer the same 401 invalid_credentials with value.captcha; ' +
        'the next attempt from that address then needs captchaId and captcha (400 captcha_required / ' +
        'in_vwrite_code), as does every attempt on an account failed repeatedly from anywhere. Repeated ' +
        'failures from one address delay further attempts: 429 rate_limited with retryAfterSeconds. ' +
        'With the right password: 403 timed_out / self_excluded / self_exclusion_return_pending, or ' +
        '403 exclusion_registered for a person on the exclusion register.',
      body: LoginRequest,
      response: { 200: LoginResponse, ...errorResponses },
    },
    config: { encryptedBody: true },
    handler: async (request) => {
      const body = request.body;
      const merchant = request.merchant;
      if (body.type === 'sms' && !merchant.config.whitelabel.MOBILEVERCODELOGIN3)
        throw fieldError('type', 'disabled');
      const attempt = {
        ip: request.ip,
        merchantCode: merchant.code,
        account:
          body.type === 'username' ? `u:${body.username}` : `m:${body.countryDialingCode}:${body.mobileNum}`,
      };
      await throttle.admit(attempt, async () => {
        if (!body.captcha || !body.captchaId) return 'missing';
        return (await app.captchas.check(merchant.code, body.captchaId, body.captcha)) ? 'solved' : 'wrong';
      });

      let member: Member | undefined;
      if (body.type === 'username') {
        const found = await findMemberByUsername(app.db, merchant.code, body.username);
        // No account, or one without a password, costs one argon2 verification all the same.
        const matches = found?.passwordHash
          ? await app.passwords.verify(found.passwordHash, body.password)
          : await app.passwords.verifyNothing(body.password);
        if (matches) member = found;
        if (member?.passwordHash && app.passwords.needsRehash(member.passwordHash)) {
          await setPasswordHash(
            app.db,
            member.id,
            await app.passwords.hash(body.password),
            dateOf(app.clock),
          );
        }
      } else {
        const number = { countryDialingCode: body.countryDialingCode, mobileNum: body.mobileNum };
        const target = { merchantCode: merchant.code, ...number, purpose: 'login' as const };
        if (await app.sms.codes.verify(target, body.verificationCode)) {
          member = await findMemberByMobile(
            app.db,
            merchant.code,
            number.countryDialingCode,
            number.mobileNum,
          );
        }
      }
      if (!member) throw new ApiError(401, 'invalid_credentials', { captcha: true });
      const failures = await throttle.succeeded(attempt);
      if (failures >= app.limits.settings.loginFailuresPerAccount.alertAfter)
        await alertFailedLogins(app.db, member.id, failures, dateOf(app.clock));

      // Refusals below come only with the right password, so they tell a stranger nothing.
      if (member.disabled) throw new ApiError(403, 'user_disabled');
      if (body.portal === 'agent' && !isAgent(member.type)) throw new ApiError(403, 'agent_login_refused');
      if (body.portal === 'member' && !isRealMember(member.type))
        throw new ApiError(403, 'member_login_refused');
      await assertMayLogIn(app.db, member.id, dateOf(app.clock));
      await assertNotRegistered(app.db, {
        merchantCode: member.merchantCode,
        username: member.username,
        mobile:
          member.countryDialingCode && member.mobileNum
            ? { countryDialingCode: member.countryDialingCode, mobileNum: member.mobileNum }
            : null,
        dateOfBirth: member.dateOfBirth,
      });
      return ok(await grantSession(request, member, body.remember));
    },
  });

  app.route({
    method: API.loginWithRememberToken.method,
    url: API.loginWithRememberToken.path,
    schema: {
      operationId: 'loginWithRememberToken',
      tags: ['auth'],
      summary: 'Restores a remembered login; the remember token is replaced by the new one answered',
      body: RememberedLoginRequest,
      response: { 200: LoginResponse, ...errorResponses },
    },
    handler: async (request) => {
      await app.limits.consume(app.limits.settings.loginAttemptsPerIp, `login:ip:${ipKey(request.ip)}`);
      const exchanged = await app.sessions.exchangeRememberToken(
        request.body.rememberToken,
        request.merchant.code,
        clientInfo(request),
      );
      if (!exchanged) throw new ApiError(401, 'invalid_credentials');
      return ok(await grantOf(request, exchanged.member, exchanged.started));
    },
  });

  app.route({
    method: API.createTrialAccount.method,
    url: API.createTrialAccount.path,
    schema: {
      operationId: 'createTrialAccount',
      tags: ['auth'],
      summary: 'A fresh trial name for test play (the account is made at trialLogin)',
      description:
        "403 free_play_needs_identity where the merchant's free play needs a verified identity (decision 0056).",
      response: { 200: envelope(z.string()), ...errorResponses },
    },
    handler: async (request, reply) => {
      freePlayGate(request.merchant.config);
      reply.header('cache-control', 'no-store');
      return ok(newTrialName());
    },
  });

  app.route({
    method: API.trialLogin.method,
    url: API.trialLogin.path,
    schema: {
      operationId: 'trialLogin',
      tags: ['auth'],
      summary:
        'Logs in to the trial (type 4) account of a trial name, creating it on first use with its trial balance',
      description:
        "Where the merchant's free play needs the age declaration, each trial login carries ageConfirmed: true " +
        '(else 400 age_confirmation_required on ageConfirmed, with minimumAge); where it needs a verified ' +
        'identity, 403 free_play_needs_identity (decision 0056). Nothing is made when refused.',
      body: TrialLoginRequest,
      response: { 200: envelope(TrialGrant), ...errorResponses },
    },
    handler: async (request) => {
      const trialName = request.body.trialName.toLowerCase();
      if (!isValidTrialName(trialName)) throw fieldError('trialName', 'invalid_string');
      freePlayGate(request.merchant.config, request.body);
      const merchantCode = request.merchant.code;
      let member = await findMemberByUsername(app.db, merchantCode, trialName);
      if (!member) {
        await app.limits.consume(app.limits.settings.trialLoginsPerIp, `trial:ip:${ipKey(request.ip)}`);
        const now = dateOf(app.clock);
        member = await insertMember(
          app.db,
          { merchantCode, username: trialName, type: TRIAL_MEMBER_TYPE, registrationIp: request.ip },
          now,
        ).then(
          async (created) => {
            await grantTrialBalance(app.db, created.id, request.merchant.config.currency.code, now);
            return created;
          },
          async (error: unknown) => {
            // Two first logins with the same name at once: the other one made the account.
            const raced = await findMemberByUsername(app.db, merchantCode, trialName);
            if (raced) return raced;
            throw error;
          },
        );
      }
      if (member.type !== TRIAL_MEMBER_TYPE || member.disabled) throw fieldError('trialName', 'unavailable');
      const grant = await grantSession(request, member, false);
      return ok({ token: grant.token, userName: grant.userName, customerType: member.type, merchantCode });
    },
  });

  app.route({
    method: API.logout.method,
    url: API.logout.path,
    config: { optionalMember: true },
    schema: {
      operationId: 'logout',
      tags: ['auth'],
      summary: 'Ends the session of the bearer token and revokes the remember token given or issued with it',
      body: LogoutRequest.nullish(),
      response: { 200: Empty, ...errorResponses },
    },
    handler: async (request) => {
      // Idempotent: a session already expired or ended still lets the client revoke its remember token.
      const token = bearerToken(request);
      if (token) await app.sessions.endByToken(token, request.merchant.code);
      const rememberToken = request.body?.rememberToken;
      if (rememberToken) await app.sessions.revokeRememberToken(rememberToken);
      return ok(null);
    },
  });

  app.route({
    method: API.setPasswordByPhone.method,
    url: API.setPasswordByPhone.path,
    schema: {
      operationId: 'setPasswordByPhone',
      tags: ['auth'],
      summary: 'Forgotten password: sets a new one with an SMS code (purpose reset-password); encrypted body',
      description: 'Every session and remember token of the member ends; the member logs in again.',
      body: SetPasswordByPhoneRequest,
      response: { 200: Empty, ...errorResponses },
    },
    config: { encryptedBody: true },
    handler: async (request) => {
      const { countryDialingCode, mobileNum, verificationCode, newPassword, confirmNewPassword } =
        request.body;
      const merchant = request.merchant;
      await assertNewPassword({
        password: newPassword,
        confirmation: confirmNewPassword,
        minLength: merchant.config.registration.passwordMinLength,
        field: 'newPassword',
        confirmationField: 'confirmNewPassword',
      });
      const target = {
        merchantCode: merchant.code,
        countryDialingCode,
        mobileNum,
        purpose: 'reset-password' as const,
      };
      const member = (await app.sms.codes.verify(target, verificationCode))
        ? await findMemberByMobile(app.db, merchant.code, countryDialingCode, mobileNum)
        : undefined;
      if (!member) throw new ApiError(400, 'verification_code_error', { field: 'verificationCode' });
      await setPasswordHash(app.db, member.id, await app.passwords.hash(newPassword), dateOf(app.clock));
      await app.sessions.endAllOthers(member.id);
      return ok(null);
    },
  });
};
