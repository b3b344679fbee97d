import { expect, it, vi } from 'vitest';
import { ApiError } from '../shared/api/client.ts';
import { readSession } from '../shared/session.ts';
import { signIn } from '../test/fixtures.ts';
import { createQueryClient, retriesQuery } from './query-client.ts';

it('a 401 saying the session ended clears it, drops the member’s queries and goes to login, to come back', async () => {
  window.history.replaceState(null, '', '/m/gameRecord?page=2');
  signIn(0);
  sessionStorage.setItem('lobby.trial-user', 'x');
  const navigate = vi.fn();
  const client = createQueryClient(navigate);
  client.setQueryData(['me', 'token-1', 'info'], { account: 'player01' });
  await client
    .fetchQuery({
      queryKey: ['other'],
      queryFn: () => Promise.reject(new ApiError('session_expired', 401)),
      retry: false,
    })
    .catch(() => undefined);
  expect(readSession()).toBeUndefined();
  expect(sessionStorage.length).toBe(0);
  expect(client.getQueryData(['me', 'token-1', 'info'])).toBeUndefined();
  expect(navigate).toHaveBeenCalledWith('/m/login?next=%2Fm%2FgameRecord%3Fpage%3D2');
});

it('other refusals leave the session alone', async () => {
  signIn(0);
  const navigate = vi.fn();
  const client = createQueryClient(navigate);
  await client
    .getMutationCache()
    .build(client, { mutationFn: () => Promise.reject(new ApiError('invalid_credentials', 401)) })
    .execute(undefined)
    .catch(() => undefined);
  expect(readSession()).toBeDefined();
  expect(navigate).not.toHaveBeenCalled();
});

it('retries a dropped connection or a server fault once, never a refusal or a time-out', () => {
  expect(retriesQuery(0, new ApiError('network_error', 0))).toBe(true);
  expect(retriesQuery(0, new ApiError('internal_error', 500))).toBe(true);
  expect(retriesQuery(1, new ApiError('network_error', 0))).toBe(false);
  expect(retriesQuery(0, new ApiError('timeout', 0))).toBe(false);
  expect(retriesQuery(0, new ApiError('in_logged_login', 401))).toBe(false);
  expect(retriesQuery(0, new Error('bug'))).toBe(false);
});
