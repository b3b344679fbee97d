import { PAYMENT_PASSWORD_LENGTH } from '@lobby/contract';

/** The input attributes of a six-digit payment password. */
export const paymentPasswordInput = {
  type: 'password',
  inputMode: 'numeric',
  autoComplete: 'off',
  maxLength: PAYMENT_PASSWORD_LENGTH,
} as const;
