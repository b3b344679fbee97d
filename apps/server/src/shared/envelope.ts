import { errorEnvelope, OK_CODE } from '@lobby/contract';

export const ok = <T>(value: T) => ({ success: true, code: OK_CODE, value });

/** Response schemas every route declares besides its success body, so OpenAPI shows the error shape. */
export const errorResponses = { '4xx': errorEnvelope, '5xx': errorEnvelope } as const;
