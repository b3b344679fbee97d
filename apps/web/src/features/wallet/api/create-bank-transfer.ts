import { API, type Deposit } from '@lobby/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

export interface BankTransferSubmission {
  amount: number;
  reference: string;
  receipt: File;
}

/** The multipart body of createBankTransferDeposit: amount, reference and the `receipt` file. */
export function bankTransferForm({ amount, reference, receipt }: BankTransferSubmission): FormData {
  const form = new FormData();
  form.set('amount', String(amount));
  form.set('reference', reference);
  form.set('receipt', receipt, receipt.name);
  return form;
}

const createBankTransfer = (submission: BankTransferSubmission) =>
  apiRequest<Deposit>(API.createBankTransferDeposit.path, {
    method: API.createBankTransferDeposit.method,
    body: bankTransferForm(submission),
  });

export const useCreateBankTransfer = () => useMutation({ mutationFn: createBankTransfer });
