import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { API, envelope, KycDocument, KycStatus, KycUploadFields } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireMember, requireRealMember } from '../../plugins/sessions/auth-plugin.ts';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { insertKycDocument, kycStatusOf } from './kyc-documents.ts';
import { KYC_MULTIPART, readKycUpload } from './kyc-upload.ts';

const tags = ['identity'];

/** The member's side of document review (decision 0053): upload a document, see the status. */
export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: API.getKycStatus.method,
    url: API.getKycStatus.path,
    schema: {
      operationId: 'getKycStatus',
      tags,
      summary:
        "The member's uploaded documents with their review status; verified once an identity document is approved",
      response: { 200: envelope(KycStatus), ...errorResponses },
    },
    onRequest: requireMember,
    handler: async (request) => ok(await kycStatusOf(app.db, authOf(request).member.id)),
  });

  // Multipart parsing exists only in this scope, for this one route.
  await app.register(async (scope) => {
    await scope.register(multipart, KYC_MULTIPART);
    scope.route({
      method: API.uploadKycDocument.method,
      url: API.uploadKycDocument.path,
      schema: {
        operationId: 'uploadKycDocument',
        tags,
        summary:
          'Uploads an identity document or a proof of address as multipart/form-data: kind and one document (png, jpeg or pdf by content, 5 MB); it waits for review in the console',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(KycDocument), ...errorResponses },
      },
      config: { multipartFields: KycUploadFields },
      onRequest: requireRealMember,
      handler: async (request) => {
        const { member } = authOf(request);
        const { fields, mimeType, bytes } = await readKycUpload(request);
        const document = await insertKycDocument(app.db, {
          id: randomUUID(),
          memberId: member.id,
          merchantCode: request.merchant.code,
          kind: fields.kind,
          mimeType,
          bytes,
          now: dateOf(app.clock),
        });
        return ok(document);
      },
    });
  });
};
