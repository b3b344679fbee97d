import type { FastifyMultipartOptions } from '@fastify/multipart';
import { KYC_DOCUMENT_MAX_BYTES, KycUploadFields } from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError, fieldError } from '../../shared/api-error.ts';
import { documentTypeOf, type UploadDocumentType } from '../../shared/image-type.ts';
import { parseMultipartFields, readMultipartParts } from '../../shared/multipart-parts.ts';

/** One file and one byte more than allowed still arrive, so "too many" and "too large" get their own codes. */
export const KYC_MULTIPART: FastifyMultipartOptions = {
  throwFileSizeLimit: false,
  limits: { files: 2, fileSize: KYC_DOCUMENT_MAX_BYTES + 1, fields: 1, fieldSize: 64, parts: 3 },
};

const documentError = (status: number, code: 'document_type_not_allowed' | 'document_too_large') =>
  new ApiError(status, code, { field: 'document', maxBytes: KYC_DOCUMENT_MAX_BYTES });

/** The kind and one png, jpeg or pdf document (by content), all checked before anything is stored. */
export async function readKycUpload(
  request: FastifyRequest,
): Promise<{ fields: KycUploadFields; mimeType: UploadDocumentType; bytes: Buffer }> {
  const { values, files } = await readMultipartParts(request, 'document', () =>
    fieldError('document', 'too_many'),
  );
  const fields = parseMultipartFields(KycUploadFields, values);
  const [file, ...more] = files;
  if (!file) throw fieldError('document', 'required');
  if (more.length > 0) throw fieldError('document', 'too_many');
  if (file.truncated || file.bytes.length > KYC_DOCUMENT_MAX_BYTES)
    throw documentError(413, 'document_too_large');
  const mimeType = documentTypeOf(file.bytes);
  if (!mimeType) throw documentError(400, 'document_type_not_allowed');
  return { fields, mimeType, bytes: file.bytes };
}
