import { API, type ConsoleRole, type CreatedOperator, type OperatorItem } from '@lobby/contract';
import { apiRequest } from '../../shared/api/client.ts';

export const OPERATORS_QUERY_KEY = ['console-operators'] as const;

export const createOperator = (
  body: { username: string; role: ConsoleRole; merchantCode: string | null },
  csrfToken: string,
) => apiRequest<CreatedOperator>(API.createOperator.path, { method: 'POST', body, csrfToken });

export const updateOperator = (
  id: string,
  body: { role?: ConsoleRole; disabled?: boolean; reason: string },
  csrfToken: string,
) =>
  apiRequest<OperatorItem>(API.updateOperator.path.replace(':id', id), { method: 'PATCH', body, csrfToken });

/** The enrolment link to hand to the new operator: the server's path on this console's origin. */
export const enrolmentLink = (path: string): string => new URL(path, window.location.origin).toString();
