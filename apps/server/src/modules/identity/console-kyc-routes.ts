import {
  API,
  envelope,
  KycDocumentParams,
  KycReview,
  KycReviewPage,
  KycReviewsQuery,
  ReviewKycDocument,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../shared/api-error.ts';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { audit, merchantScope, operatorOf, requireOperator, serveOperators } from '../operators/index.ts';
import { decideKycDocument, findKycDocumentFile, findKycReview, listKycReviews } from './kyc-documents.ts';

const tags = ['console'];

/** The console's KYC queue (decision 0053): list, the document's file, one review per document. */
export const consoleKycRoutes: FastifyPluginAsyncZod = async (app) => {
  serveOperators(app);

  app.route({
    method: API.listKycReviews.method,
    url: API.listKycReviews.path,
    schema: {
      operationId: 'listKycReviews',
      tags,
      summary:
        "KYC documents of the caller's merchant (every merchant for a platform operator), oldest first, 50 a page; filters: status, kind, member",
      querystring: KycReviewsQuery,
      response: { 200: envelope(KycReviewPage), ...errorResponses },
    },
    config: { consolePermission: 'listKycReviews' },
    onRequest: requireOperator,
    handler: async (request) => {
      const scope = merchantScope(operatorOf(request).operator);
      return ok(await listKycReviews(app.db, request.query, scope));
    },
  });

  app.route({
    method: API.getKycDocumentFile.method,
    url: API.getKycDocumentFile.path,
    schema: {
      operationId: 'getKycDocumentFile',
      tags,
      summary: "A KYC document's file (png, jpeg or pdf), for operators who may list KYC reviews",
      params: KycDocumentParams,
      produces: ['image/png', 'image/jpeg', 'application/pdf'],
      response: { 200: z.any().describe('The document bytes'), ...errorResponses },
    },
    config: { consolePermission: 'listKycReviews' },
    onRequest: requireOperator,
    handler: async (request, reply) => {
      const scope = merchantScope(operatorOf(request).operator);
      const file = await findKycDocumentFile(app.db, request.params.id, scope);
      if (!file) throw new ApiError(404, 'not_found');
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .type(file.mimeType)
        .send(file.bytes);
    },
  });

  app.route({
    method: API.reviewKycDocument.method,
    url: API.reviewKycDocument.path,
    schema: {
      operationId: 'reviewKycDocument',
      tags,
      summary:
        'Approves or rejects with a reason a pending KYC document (409 kyc_document_moved_on once decided); an approved identity document verifies the member',
      params: KycDocumentParams,
      body: ReviewKycDocument,
      response: { 200: envelope(KycReview), ...errorResponses },
    },
    config: { consolePermission: 'reviewKycDocument' },
    onRequest: requireOperator,
    handler: async (request) => {
      const { operator } = operatorOf(request);
      const { id } = request.params;
      const before = await findKycReview(app.db, id, merchantScope(operator));
      if (!before) throw new ApiError(404, 'not_found', { field: 'id' });
      const moved = new ApiError(409, 'kyc_document_moved_on', { field: 'id' });
      if (before.status !== 'pending') throw moved;
      const { approve, reason } = request.body;
      const decided = await decideKycDocument(app.db, id, {
        approve,
        reason: reason ?? null,
        operatorId: operator.id,
        operatorUsername: operator.username,
        now: dateOf(app.clock),
      });
      if (!decided) throw moved;
      const after = await findKycReview(app.db, id, merchantScope(operator));
      if (!after) throw new ApiError(404, 'not_found', { field: 'id' });
      await audit(request, operator, approve ? 'kyc.approved' : 'kyc.rejected', {
        target: id,
        before,
        after,
        reason: reason ?? null,
      });
      return ok(after);
    },
  });
};
