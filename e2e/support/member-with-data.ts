import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { apiLogin, createMember, type SessionGrant, type TestMember } from './fixtures.ts';

/** A sandbox slot as the game list has it: what /m/launchGame and the launch call need. */
export interface SandboxSlot {
  nodeId: string;
  gameId: string;
  gameType: string;
  vassalage: string;
  gameCode: string;
}

export interface MemberWithData {
  member: TestMember;
  grant: SessionGrant;
  slot: SandboxSlot;
}

const PAYMENT_PASSWORD = '246810';

async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { data?: unknown; multipart?: Record<string, string> } = {},
): Promise<T> {
  const response = await request.fetch(`/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...options,
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { value: T }).value;
}

async function firstSandboxSlot(request: APIRequestContext): Promise<SandboxSlot> {
  const response = await request.get('/api/v1/games?gameType=RNG&pageSize=50');
  const { games } = ((await response.json()) as { value: { games: SandboxSlot[] } }).value;
  const slot = games.find((game) => game.gameId !== '');
  if (!slot) throw new Error('the demo catalogue has no slot game');
  return slot;
}

/** Plays `rounds` spins of the sandbox slot through its own API, as the game page does. */
async function spinSlot(request: APIRequestContext, token: string, slot: SandboxSlot, rounds: number) {
  const query = new URLSearchParams({
    gameCategory: slot.gameType,
    vendor: slot.vassalage,
    gameId: slot.gameId,
    nodeId: slot.nodeId,
  });
  const launched = await call<{ url: string }>(request, token, 'GET', `/games/launch?${query}`);
  const launchToken = new URL(launched.url, 'http://localhost').searchParams.get('token');
  const opened = await request.post('/sandbox/api/session', { data: { token: launchToken } });
  expect(opened.ok(), await opened.text()).toBe(true);
  let session = ((await opened.json()) as { value: { session: string } }).value.session;
  for (let round = 0; round < rounds; round++) {
    const spun = await request.post('/sandbox/api/slot/spin', { data: { session, stake: 100 } });
    expect(spun.ok(), await spun.text()).toBe(true);
    session = ((await spun.json()) as { value: { session: string } }).value.session;
  }
}

/** Joins every promotion open to joining, so /m/activity shows more than one kind of status chip. */
async function joinActivities(request: APIRequestContext, token: string) {
  const { list } = await call<{ list: { id: string; status: string; remarkRequired: boolean }[] }>(
    request,
    token,
    'GET',
    '/promotions/activities',
  );
  for (const activity of list.filter(({ status }) => status === 'Join')) {
    const data = activity.remarkRequired ? { remark: 'Counting me in for this one.' } : {};
    await call(request, token, 'POST', `/promotions/activities/${activity.id}/join`, { data });
  }
}

/**
 * An agent (so the agent screens have something to show) with what every list and status chip needs:
 * a deposit, a payout account and a withdrawal, slot rounds in the betting record, inbox messages, joined promotions, a
 * daily sign-in, a feedback entry and pending contract offers. Made through the real API and the test
 * facilities only.
 */
export async function makeMemberWithData(request: APIRequestContext): Promise<MemberWithData> {
  const member = await createMember(request, { type: 1, payeeName: 'Data Member' });
  const grant = await apiLogin(request, member);
  const { token } = grant;
  const credited = await request.post('/api/v1/test/wallet-credits', {
    data: { username: member.username, amount: 1000 },
  });
  expect(credited.ok(), await credited.text()).toBe(true);

  const { channels } = await call<{ channels: { channelId: string; minAmount: number }[] }>(
    request,
    token,
    'GET',
    '/wallet/deposit-channels',
  );
  const channel = channels[0];
  if (!channel) throw new Error('the demo merchant has no deposit channel');
  await call(request, token, 'POST', '/wallet/deposits', {
    data: { channelId: channel.channelId, amount: Math.max(100, channel.minAmount) },
  });
  await call(request, token, 'POST', '/wallet/payment-password', {
    data: { paymentPassword: PAYMENT_PASSWORD, confirmPaymentPassword: PAYMENT_PASSWORD },
  });
  const account = await call<{ id: string }>(request, token, 'POST', '/wallet/payout-accounts', {
    data: {
      kind: 'bank_account',
      institution: 'HBL',
      holderName: 'Data Member',
      accountNumber: '00112233445566',
    },
  });
  await call(request, token, 'POST', '/wallet/withdrawals', {
    data: { amount: 100, payoutAccountId: account.id, paymentPassword: PAYMENT_PASSWORD },
  });

  const slot = await firstSandboxSlot(request);
  await spinSlot(request, token, slot, 4);

  const messages = await request.post('/api/v1/test/inbox-messages', {
    data: { username: member.username, count: 6 },
  });
  expect(messages.ok(), await messages.text()).toBe(true);
  for (const kind of ['salary', 'dividend', 'hourly']) {
    const offered = await request.post('/api/v1/test/agent-contract-requests', {
      data: { username: member.username, kind },
    });
    expect(offered.ok(), await offered.text()).toBe(true);
  }
  await joinActivities(request, token);
  await call(request, token, 'POST', '/promotions/sign-in');
  await call(request, token, 'PUT', '/feedback', {
    multipart: { category: 'suggestion', content: 'More table games in the evening, please.' },
  });
  return { member, grant, slot };
}
