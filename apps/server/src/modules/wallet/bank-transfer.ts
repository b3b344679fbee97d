import type { FastifyMultipartOptions } from '@fastify/multipart';
import {
  BANK_TRANSFER_CHANNEL_ID,
  BankTransferFields,
  DEPOSIT_RECEIPT_MAX_BYTES,
  type DepositChannel,
  type MerchantConfig,
} from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError, fieldError } from '../../shared/api-error.ts';
import { imageTypeOf } from '../../shared/image-type.ts';
import { parseMultipartFields, readMultipartParts } from '../../shared/multipart-parts.ts';
import type { DepositReceipt } from './deposit-service.ts';

const FIELDS = 2;

/** One file and one byte more than allowed still arrive, so "too many" and "too large" get their own codes. */
export const BANK_TRANSFER_MULTIPART: FastifyMultipartOptions = {
  throwFileSizeLimit: false,
  limits: {
    files: 2,
    fileSize: DEPOSIT_RECEIPT_MAX_BYTES + 1,
    fields: FIELDS,
    fieldSize: 1024,
    parts: FIELDS + 2,
  },
};

/** The merchant's manual bank-transfer channel (decision 0047); undefined when it has no receiving accounts. */
export function bankTransferChannel(config: MerchantConfig): DepositChannel | undefined {
  const bank = config.bankTransfer;
  if (!bank) return undefined;
  return {
    channelId: BANK_TRANSFER_CHANNEL_ID,
    nameCode: 'wallet.channels.bank_transfer',
    minAmount: bank.minAmount,
    maxAmount: bank.maxAmount,
    presets: [],
    kind: 'bank_transfer',
    receivingAccounts: bank.accounts,
  };
}

const receiptError = (
  status: number,
  code: 'image_type_not_allowed' | 'image_too_large' | 'too_many_images',
) => new ApiError(status, code, { field: 'receipt', maxImages: 1, maxBytes: DEPOSIT_RECEIPT_MAX_BYTES });

/** Reads and checks the whole form before anything is stored: amount, reference, one png/jpeg receipt. */
export async function readBankTransferForm(
  request: FastifyRequest,
): Promise<{ fields: BankTransferFields; receipt: DepositReceipt }> {
  const { values, files } = await readMultipartParts(request, 'receipt', () =>
    receiptError(400, 'too_many_images'),
  );
  const fields = parseMultipartFields(BankTransferFields, values);
  const [file, ...more] = files;
  if (!file) throw fieldError('receipt', 'required');
  if (more.length > 0) throw receiptError(400, 'too_many_images');
  if (file.truncated || file.bytes.length > DEPOSIT_RECEIPT_MAX_BYTES)
    throw receiptError(413, 'image_too_large');
  const mimeType = imageTypeOf(file.bytes);
  if (!mimeType) throw receiptError(400, 'image_type_not_allowed');
  return { fields, receipt: { mimeType, bytes: file.bytes } };
}
