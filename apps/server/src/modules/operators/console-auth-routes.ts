import {
  API,
  ConsoleChallenge,
  ConsoleEnrolRequest,
  ConsoleLoginRequest,
  type ConsoleRole,
  ConsoleSession,
  ConsoleVerified,
  ConsoleVerifyRequest,
  envelope,
} from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../shared/api-error.ts';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { sha256Hex } from '../../shared/tokens.ts';
import { assertNewPassword } from '../members/index.ts';
import { issueChallenge, readChallenge } from './console-challenge.ts';
import { audit, operatorOf, requireOperator, serveOperators, setSessionCookie } from './console-guard.ts';
import {
  claimTotpStep,
  completeEnrolment,
  findOperatorByEnrolment,
  findOperatorById,
  findOperatorByUsername,
  type Operator,
  replaceRecoveryCodes,
  spendRecoveryCode,
  updateOperatorRow,
} from './operator-repository.ts';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes.ts';
import { matchingStep, newTotpSecret, otpauthUri } from './totp.ts';

const tags = ['console'];
const TOTP_ISSUER = 'Lobby Console';
const OPERATOR_PASSWORD_MIN_LENGTH = 12;

const challengeKey = (request: FastifyRequest) => request.server.secrets.codeHmacKey;

/** The second factor: a TOTP code accepted once, or (after enrolment) an unused recovery code. */
async function secondFactorPasses(
  request: FastifyRequest,
  operator: Operator,
  code: string,
): Promise<boolean> {
  const { db, clock } = request.server;
  if (!operator.totpSecret) return false;
  if (/^\d{6}$/.test(code)) {
    const step = matchingStep(operator.totpSecret, code, clock.now(), operator.totpLastStep);
    return step !== undefined && (await claimTotpStep(db, operator.id, step));
  }
  return (
    operator.totpEnrolled && (await spendRecoveryCode(db, operator.id, recoveryCodeHash(code), dateOf(clock)))
  );
}

/** Sign-in of operators: password, then TOTP (enrolled at the first login), then a cookie session. */
export const consoleAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = app.consoleThrottle;
  serveOperators(app);

  app.route({
    method: API.consoleLogin.method,
    url: API.consoleLogin.path,
    schema: {
      operationId: 'consoleLogin',
      tags,
      summary:
        'Checks username and password; answers a 5-minute challenge to send back with the TOTP code (and, at the first login, the TOTP enrolment)',
      body: ConsoleLoginRequest,
      response: { 200: envelope(ConsoleChallenge), ...errorResponses },
    },
    handler: async (request) => {
      const { username, password } = request.body;
      await throttle.admit('password', username, request.ip);
      const operator = await findOperatorByUsername(app.db, username);
      const passes =
        operator?.passwordHash && !operator.disabled
          ? await app.passwords.verify(operator.passwordHash, password)
          : await app.passwords.verifyNothing(password);
      if (!operator || !passes) {
        await audit(request, operator, 'login.failed', { target: username });
        throw new ApiError(401, 'invalid_credentials');
      }
      await throttle.succeeded('password', username, request.ip);
      const challenge = issueChallenge(challengeKey(request), operator.id, app.clock.now());
      if (operator.totpEnrolled) return ok({ challenge });
      const secret =
        operator.totpSecret ??
        (await updateOperatorRow(app.db, operator.id, { totpSecret: newTotpSecret() }, dateOf(app.clock)))
          ?.totpSecret;
      if (!secret) throw new Error('operator vanished during login');
      return ok({
        challenge,
        enrolment: { secret, otpauthUri: otpauthUri(TOTP_ISSUER, operator.username, secret) },
      });
    },
  });

  app.route({
    method: API.consoleVerifyTotp.method,
    url: API.consoleVerifyTotp.path,
    schema: {
      operationId: 'consoleVerifyTotp',
      tags,
      summary:
        'Checks the TOTP code (or a recovery code) of a login challenge and starts the session cookie; the first time it enrols and answers ten recovery codes',
      body: ConsoleVerifyRequest,
      response: { 200: envelope(ConsoleVerified), ...errorResponses },
    },
    handler: async (request, reply) => {
      const operatorId = readChallenge(challengeKey(request), request.body.challenge, app.clock.now());
      const operator = operatorId ? await findOperatorById(app.db, operatorId) : undefined;
      if (!operator || operator.disabled)
        throw new ApiError(400, 'challenge_expired', { field: 'challenge' });
      await throttle.admit('code', operator.id, request.ip);
      if (!(await secondFactorPasses(request, operator, request.body.code))) {
        await audit(request, operator, 'login.second_factor_failed', { target: operator.id });
        throw new ApiError(401, 'second_factor_invalid', { field: 'code' });
      }
      await throttle.succeeded('code', operator.id, request.ip);
      const recoveryCodes = operator.totpEnrolled ? undefined : newRecoveryCodes();
      if (recoveryCodes) await replaceRecoveryCodes(app.db, operator.id, recoveryCodes.map(recoveryCodeHash));
      const { token } = await app.operatorSessions.start(operator, request.ip);
      setSessionCookie(request, reply, token);
      await audit(request, operator, 'login.succeeded', {
        target: operator.id,
        after: { enrolled: recoveryCodes !== undefined },
      });
      return ok(recoveryCodes ? { recoveryCodes } : {});
    },
  });

  app.route({
    method: API.getConsoleSession.method,
    url: API.getConsoleSession.path,
    schema: {
      operationId: 'getConsoleSession',
      tags,
      summary: 'The signed-in operator, their role and merchant, and the CSRF token every write sends',
      response: { 200: envelope(ConsoleSession), ...errorResponses },
    },
    config: { consolePermission: 'session' },
    onRequest: requireOperator,
    handler: async (request) => {
      const { session, operator } = operatorOf(request);
      return ok({
        operator: {
          id: operator.id,
          username: operator.username,
          role: operator.role as ConsoleRole,
          merchantCode: operator.merchantCode,
        },
        csrfToken: session.csrfToken,
        expiresAt: session.expiresAt.toISOString(),
      });
    },
  });

  app.route({
    method: API.consoleLogout.method,
    url: API.consoleLogout.path,
    schema: {
      operationId: 'consoleLogout',
      tags,
      summary: 'Ends the console session and clears its cookie',
      response: { 200: envelope(z.null()), ...errorResponses },
    },
    config: { consolePermission: 'session' },
    onRequest: requireOperator,
    handler: async (request, reply) => {
      const { session, operator } = operatorOf(request);
      await app.operatorSessions.end(session.id);
      setSessionCookie(request, reply, null);
      await audit(request, operator, 'logout', { target: operator.id });
      return ok(null);
    },
  });

  app.route({
    method: API.consoleEnrol.method,
    url: API.consoleEnrol.path,
    schema: {
      operationId: 'consoleEnrol',
      tags,
      summary:
        'Sets the password of a new operator with the one-time token of their enrolment link; TOTP is enrolled at the first login',
      body: ConsoleEnrolRequest,
      response: { 200: envelope(z.null()), ...errorResponses },
    },
    handler: async (request) => {
      const { token, password } = request.body;
      const now = dateOf(app.clock);
      const tokenHash = sha256Hex(token);
      const operator = await findOperatorByEnrolment(app.db, tokenHash, now);
      if (!operator) throw new ApiError(400, 'enrolment_invalid', { field: 'token' });
      await assertNewPassword({
        password,
        confirmation: password,
        minLength: OPERATOR_PASSWORD_MIN_LENGTH,
        field: 'password',
        confirmationField: 'password',
      });
      const passwordHash = await app.passwords.hash(password);
      if (!(await completeEnrolment(app.db, operator.id, tokenHash, passwordHash, now)))
        throw new ApiError(400, 'enrolment_invalid', { field: 'token' });
      await audit(request, operator, 'operator.enrolled', { target: operator.id });
      return ok(null);
    },
  });
};
