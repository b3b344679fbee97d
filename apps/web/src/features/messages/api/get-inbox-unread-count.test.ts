import { QueryClient } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { mockApi, ok } from '../../../test/api.ts';
import { signIn } from '../../../test/fixtures.ts';
import { inboxUnreadQuery } from './get-inbox-unread-count.ts';

it('calls the inbox unread count at most once per 250 ms; asks inside the window share one later call', async () => {
  signIn();
  let unread = 5;
  const times: number[] = [];
  mockApi({
    getInboxUnreadCount: () => {
      times.push(performance.now());
      return ok({ unReadCount: unread });
    },
  });
  const client = new QueryClient();
  const ask = () => client.fetchQuery({ ...inboxUnreadQuery('token-1'), staleTime: 0 });
  expect(await ask()).toBe(5);
  unread = 4;
  const [second, third] = await Promise.all([ask(), ask()]);
  expect([second, third]).toEqual([4, 4]);
  expect(times).toHaveLength(2);
  expect((times[1] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(240);
});
