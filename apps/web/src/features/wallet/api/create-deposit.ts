import { API, type CreateDepositRequest, type Deposit } from '@lobby/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

export const createDeposit = (body: CreateDepositRequest) =>
  apiRequest<Deposit>(API.createDeposit.path, { method: API.createDeposit.method, body });

export const useCreateDeposit = () => useMutation({ mutationFn: createDeposit });
