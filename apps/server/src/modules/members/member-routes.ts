import { API, ChangePasswordRequest, envelope, MemberInfo } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireMember, requireRealMember } from '../../plugins/sessions/auth-plugin.ts';
import { ApiError } from '../../shared/api-error.ts';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { memberInfo, setPasswordHash } from './member-repository.ts';
import { assertNewPassword } from './new-password.ts';

export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: API.getMemberInfo.method,
    url: API.getMemberInfo.path,
    schema: {
      operationId: 'getMemberInfo',
      tags: ['members'],
      summary: 'The logged-in member (trial accounts too: the header shows their name)',
      response: { 200: envelope(MemberInfo), ...errorResponses },
    },
    onRequest: requireMember,
    handler: async (request) => ok(memberInfo(authOf(request).member)),
  });

  app.route({
    method: API.changePassword.method,
    url: API.changePassword.path,
    schema: {
      operationId: 'changePassword',
      tags: ['members'],
      summary: "Changes the password; the member's other sessions and remember tokens end",
      body: ChangePasswordRequest,
      response: { 200: envelope(z.null()), ...errorResponses },
    },
    onRequest: requireRealMember,
    handler: async (request) => {
      const { member, session } = authOf(request);
      const { oldPassword, newPassword, confirmNewPassword } = request.body;
      await app.limits.consume(app.limits.settings.passwordChangesPerMember, `password-change:${member.id}`);
      if (newPassword === oldPassword)
        throw new ApiError(400, 'password_same_as_old', { field: 'newPassword' });
      await assertNewPassword({
        password: newPassword,
        confirmation: confirmNewPassword,
        minLength: request.merchant.config.registration.passwordMinLength,
        field: 'newPassword',
        confirmationField: 'confirmNewPassword',
      });
      const oldMatches = member.passwordHash
        ? await app.passwords.verify(member.passwordHash, oldPassword)
        : await app.passwords.verifyNothing(oldPassword);
      // 400, not 401: the session is fine, only the field is wrong.
      if (!oldMatches) throw new ApiError(400, 'invalid_credentials', { field: 'oldPassword' });
      await setPasswordHash(app.db, member.id, await app.passwords.hash(newPassword), dateOf(app.clock));
      await app.sessions.endAllOthers(member.id, session.id);
      return ok(null);
    },
  });
};
