import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  deposits,
  gameRounds,
  ledgerEntries,
  members,
  walletTransactions,
  withdrawals,
} from '../db/schema.ts';
import { random } from './generated-data.ts';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
/** Start of a Karachi day, written without AT TIME ZONE: midnight at UTC+5. */
export const karachiStart = (day: string) => Date.parse(`${day}T00:00:00+05:00`);

export const VENDORS = ['SBX', 'JL', 'PG'] as const;
const GAMES = ['Lucky Slots', 'Crash', 'Baccarat'];

let usernames = 0;

/** A member inserted as stored (no password), of `type`, referred by `referrerId`. */
export async function insertMember(
  app: FastifyInstance,
  merchantCode: string,
  at: number,
  options: { type?: number; referrerId?: string } = {},
): Promise<string> {
  const id = randomUUID();
  usernames += 1;
  await app.db.insert(members).values({
    id,
    merchantCode,
    username: `gen${usernames}`,
    type: options.type ?? 0,
    affiliateCode: `GEN${usernames}`,
    referrerId: options.referrerId ?? null,
    createdAt: new Date(at),
    updatedAt: new Date(at),
  });
  return id;
}

/** A ledger row as written by the wallet (balance_after not tracked: these figures do not read it). */
export async function insertEntry(
  app: FastifyInstance,
  entry: { memberId: string; kind: string; reference: string; amountMinor: number; at: number },
): Promise<number> {
  const [row] = await app.db
    .insert(ledgerEntries)
    .values({
      memberId: entry.memberId,
      kind: entry.kind,
      reference: entry.reference,
      currency: 'USD',
      amountMinor: entry.amountMinor,
      balanceAfterMinor: 0,
      createdAt: new Date(entry.at),
    })
    .returning({ id: ledgerEntries.id });
  if (!row) throw new Error('no ledger row');
  return row.id;
}

/** One seamless-wallet call of a round with its ledger entry, as the callbacks write them. */
async function roundCall(
  app: FastifyInstance,
  call: { vendor: string; roundId: string; memberId: string; kind: string; amountMinor: number; at: number },
) {
  const transactionId = `${call.roundId}-${call.kind}`;
  const ledgerEntryId = await insertEntry(app, {
    memberId: call.memberId,
    kind: call.kind,
    reference: `${call.vendor}:${transactionId}`,
    amountMinor: call.amountMinor,
    at: call.at,
  });
  await app.db.insert(walletTransactions).values({
    vendor: call.vendor,
    transactionId,
    kind: call.kind,
    memberId: call.memberId,
    roundId: call.roundId,
    amountMinor: Math.abs(call.amountMinor),
    requestHash: 'generated',
    ledgerEntryId,
    balanceAfterMinor: 0,
    createdAt: new Date(call.at),
  });
}

export interface GeneratedMerchant {
  real: string[];
  agents: string[];
  trial: string;
  rounds: { vendor: string; roundId: string; memberId: string }[];
}

/**
 * Random members (two agents with downlines, one trial account), game rounds of three vendors with their
 * ledger entries and seamless-wallet calls, deposits by channel, withdrawals and bonus credits over the 8
 * Karachi days from `firstDay`, half the play within three hours of a Karachi midnight.
 */
export async function generatePlay(
  app: FastifyInstance,
  merchantCode: string,
  firstDay: string,
  seed: number,
): Promise<GeneratedMerchant> {
  const next = random(seed);
  const pick = (count: number) => Math.floor(next() * count);
  const start = karachiStart(firstDay);
  const someTime = () =>
    next() < 0.5
      ? start + (1 + pick(7)) * DAY + (pick(6 * 60) - 3 * 60) * 60_000
      : start + pick(8 * DAY - HOUR);
  const agents = [
    await insertMember(app, merchantCode, start, { type: 1 }),
    await insertMember(app, merchantCode, start, { type: 2 }),
    await insertMember(app, merchantCode, start, { type: 1 }),
  ];
  const real = [...agents];
  for (let i = 0; i < 24; i++) {
    const referrerId = i % 3 === 2 ? undefined : agents[i % 2];
    real.push(await insertMember(app, merchantCode, start, referrerId ? { referrerId } : {}));
  }
  const trial = await insertMember(app, merchantCode, start, { type: 4 });
  const players = [...real, trial];
  const rounds: GeneratedMerchant['rounds'] = [];

  for (let i = 0; i < 160; i++) {
    const memberId = players[pick(players.length)] as string;
    const vendor = VENDORS[pick(VENDORS.length)] as string;
    const roundId = randomUUID();
    const at = someTime();
    const stake = 100 + pick(10_000);
    const call = { vendor, roundId, memberId };
    await roundCall(app, { ...call, kind: 'bet', amountMinor: -stake, at });
    const outcome = next();
    const later = at + (1 + pick(20)) * 60_000;
    let win = 0;
    let refunded = 0;
    if (outcome < 0.6) {
      win = pick(3 * stake);
      await roundCall(app, { ...call, kind: 'win', amountMinor: win, at: later });
    } else if (outcome < 0.7) {
      refunded = stake;
      await roundCall(app, { ...call, kind: 'refund', amountMinor: stake, at: later });
    }
    await app.db.insert(gameRounds).values({
      ...call,
      nodeId: null,
      gameType: 'ELECTRONIC',
      gameName: GAMES[pick(GAMES.length)] as string,
      currency: 'USD',
      betMinor: stake - refunded,
      winMinor: win,
      status: outcome < 0.6 ? 'settled' : outcome < 0.7 ? 'refunded' : 'open',
      betAt: new Date(at),
      settledAt: outcome < 0.6 ? new Date(later) : null,
    });
    rounds.push(call);
  }

  for (let i = 0; i < 40; i++) {
    const memberId = players[pick(players.length)] as string;
    const at = someTime();
    const status = ['confirmed', 'confirmed', 'pending', 'failed'][pick(4)] as string;
    await app.db.insert(deposits).values({
      id: randomUUID(),
      memberId,
      currency: 'USD',
      amountMinor: 100 + pick(50_000),
      status,
      channelId: ['bank', 'ewallet', 'sandbox'][pick(3)] as string,
      createdAt: new Date(at - 60_000),
      confirmedAt: status === 'confirmed' ? new Date(at) : null,
    });
  }
  for (let i = 0; i < 15; i++) {
    const status = ['approved', 'rejected', 'pending_review'][pick(3)] as string;
    const at = someTime();
    await app.db.insert(withdrawals).values({
      id: randomUUID(),
      memberId: players[pick(players.length)] as string,
      currency: 'USD',
      amountMinor: 100 + pick(20_000),
      status,
      createdAt: new Date(at - HOUR),
      reviewedAt: status === 'pending_review' ? null : new Date(at),
    });
  }
  for (let i = 0; i < 40; i++) {
    const kind = ['reward', 'activity', 'sign-in', 'adjustment', 'adjustment', 'dividend', 'trial'][
      pick(7)
    ] as string;
    const amountMinor = (kind === 'adjustment' && next() < 0.4 ? -1 : 1) * (100 + pick(5_000));
    await insertEntry(app, {
      memberId: players[pick(players.length)] as string,
      kind,
      reference: randomUUID(),
      amountMinor,
      at: someTime(),
    });
  }
  return { real, agents, trial, rounds };
}
