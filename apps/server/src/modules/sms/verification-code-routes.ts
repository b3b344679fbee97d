import { API, envelope, SendCodeRequest, SentCode } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ipKey } from '../../plugins/rate-limits/rate-limits-plugin.ts';
import { ApiError, fieldError } from '../../shared/api-error.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { requestLanguage } from '../../shared/language.ts';
import { serverText } from '../../shared/server-text.ts';
import { isKnownDialingCode } from '../countries/index.ts';
import { findMemberByMobile } from '../members/index.ts';
import { e164 } from './sms-sender.ts';
import { CODE_POLICY } from './verification-code-service.ts';
import { VERIFICATION_SMS } from './verification-sms-text.ts';

const MINUTES = CODE_POLICY.validMs / 60_000;
const RESEND_RULE = { limit: 1, windowSeconds: CODE_POLICY.resendAfterMs / 1000 };

export const verificationCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: API.sendVerificationCode.method,
    url: API.sendVerificationCode.path,
    schema: {
      operationId: 'sendVerificationCode',
      tags: ['auth'],
      summary: 'Sends an SMS code (register, login, reset-password); needs a solved anti-bot challenge',
      description:
        'For login and reset-password the answer is the same whether or not the number has an account; ' +
        'the code is sent only when it has. Another code only after resendAfterSeconds.',
      body: SendCodeRequest,
      response: { 200: envelope(SentCode), ...errorResponses },
    },
    handler: async (request) => {
      const { mobileNo: mobileNum, countryDialingCode, purpose, antiBot } = request.body;
      const merchant = request.merchant;
      const { whitelabel } = merchant.config;

      if (!(await app.antiBot.accept(antiBot)))
        throw new ApiError(400, 'anti_bot_failed', { field: 'antiBot' });
      if (!isKnownDialingCode(countryDialingCode)) throw fieldError('countryDialingCode', 'unknown');
      if (purpose === 'register' && !whitelabel.MOBILENUMREG3)
        throw new ApiError(403, 'registration_disabled');
      if (purpose === 'login' && !whitelabel.MOBILEVERCODELOGIN3) throw fieldError('purpose', 'disabled');

      const number = { merchantCode: merchant.code, countryDialingCode, mobileNum };
      const { settings } = app.limits;
      const to = e164(countryDialingCode, mobileNum);
      const client = ipKey(request.ip);
      const prefix = `+${countryDialingCode}${mobileNum.slice(0, 4)}`;
      // The countdown is a limit of one code per number (any purpose) and window, counted with the others.
      const resendKey = `sms:resend:${merchant.code}:${to}`;
      await app.limits.consumeAll([
        [RESEND_RULE, resendKey, 'verification_code_resend_too_soon'],
        [settings.smsPerNumberHour, `sms:number:h:${merchant.code}:${to}`],
        [settings.smsPerNumberDay, `sms:number:d:${merchant.code}:${to}`],
        [settings.smsPerIpHour, `sms:ip:h:${client}`],
        [settings.smsPerIpDay, `sms:ip:d:${client}`],
        [settings.smsPerPrefixHour, `sms:prefix:h:${prefix}`],
        [settings.smsPerPrefixDay, `sms:prefix:d:${prefix}`],
      ]);
      // A code that could not be sent is forgotten, and the number may ask again at once.
      const forget = async (id: string) => {
        await Promise.all([app.sms.codes.discard(id), app.rateLimiter.reset(resendKey)]);
      };

      const member = await findMemberByMobile(app.db, merchant.code, countryDialingCode, mobileNum);
      if (purpose === 'register' && member) throw new ApiError(409, 'mobile_exists', { field: 'mobileNo' });
      const delivered = purpose === 'register' || member !== undefined;
      const issued = await app.sms.codes.issue({ ...number, purpose }, delivered);
      const answer = ok({
        expirationTime: issued.expiresAt.getTime(),
        expiredMinutes: MINUTES,
        resendAfterSeconds: CODE_POLICY.resendAfterMs / 1000,
      });
      if (!delivered) return answer;

      const message = {
        to,
        text: serverText(VERIFICATION_SMS, requestLanguage(request), {
          merchant: merchant.config.name,
          code: issued.code,
          minutes: MINUTES,
        }),
      };
      if (purpose === 'register') {
        try {
          await app.sms.send(message);
        } catch (error) {
          request.log.error({ err: error }, 'verification code could not be sent');
          await forget(issued.id);
          throw new ApiError(503, 'sms_send_failed');
        }
      } else {
        // Not awaited: the answer must not take longer for numbers that have an account.
        app.sms.sendInBackground(message, () => forget(issued.id));
      }
      return answer;
    },
  });
};
