import {
  type ConsoleMemberFile,
  type ConsoleMemberLockState,
  type ConsoleMemberProfile,
  type ConsoleMemberSummary,
  MEMBER_FILE_LIST_SIZE,
  type MemberSearchField,
  toMajor,
} from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Session } from '../../plugins/sessions/session-service.ts';
import {
  type FoundMember,
  linkedMembers,
  type Member,
  type MemberSearch,
  memberSearch,
  memberSearchValues,
} from '../members/index.ts';
import { findWallet, latestMoneyOf, walletColumnsOf } from '../wallet/index.ts';
import { latestMemberNotes } from './member-notes.ts';

type Wallet = { currency: string; balanceMinor: number } | undefined;

const iso = (date: Date | null) => date?.toISOString() ?? null;

const mobileOf = (member: FoundMember) =>
  member.mobileNum
    ? `${member.countryDialingCode ? `+${member.countryDialingCode} ` : ''}${member.mobileNum}`
    : null;

function memberSummary(member: FoundMember, wallet: Wallet): ConsoleMemberSummary {
  return {
    id: member.id,
    merchantCode: member.merchantCode,
    username: member.username,
    mobile: mobileOf(member),
    type: member.type,
    vipLabel: member.vipLabel,
    balance: toMajor(wallet?.balanceMinor ?? 0),
    currencyCode: wallet?.currency ?? null,
    locked: member.disabled,
    createdAt: member.createdAt.toISOString(),
    lastLoginAt: iso(member.lastLoginAt),
  };
}

function searchStatement(db: Db, by: MemberSearchField, everyMerchant: boolean) {
  return memberSearch(db, by, everyMerchant, walletColumnsOf).prepare(
    `member_search_${by}${everyMerchant ? '_all' : ''}`,
  );
}

/** The prepared search statements of each database, by field and scope: built once, not per request. */
const searchStatements = new WeakMap<Db, Map<string, ReturnType<typeof searchStatement>>>();

/** A page of search results with their balances, in one prepared statement. */
export async function foundMembers(db: Db, search: MemberSearch): Promise<ConsoleMemberSummary[]> {
  const everyMerchant = search.merchantCode === undefined;
  const statements = searchStatements.get(db) ?? new Map<string, ReturnType<typeof searchStatement>>();
  searchStatements.set(db, statements);
  const name = `${search.by}:${everyMerchant}`;
  const statement = statements.get(name) ?? searchStatement(db, search.by, everyMerchant);
  statements.set(name, statement);
  const rows = await statement.execute(memberSearchValues(search));
  return rows.map((row) =>
    memberSummary(
      row,
      row.currency === null ? undefined : { currency: row.currency, balanceMinor: row.balanceMinor ?? 0 },
    ),
  );
}

function memberProfile(member: Member, wallet: Wallet): ConsoleMemberProfile {
  return {
    ...memberSummary(member, wallet),
    nickname: member.nickname,
    email: member.email,
    payeeName: member.payeeName,
    affiliateCode: member.affiliateCode,
    referrerId: member.referrerId,
    registerMethod: member.registerMethod,
    registerDomain: member.registerDomain,
    registrationIp: member.registrationIp,
    passwordChangedAt: iso(member.passwordChangedAt),
  };
}

export const lockState = (member: Member): ConsoleMemberLockState => ({
  locked: member.disabled,
  lockedAt: member.disabled ? iso(member.lockedAt) : null,
  lockedBy: member.disabled ? member.lockedBy : null,
  reason: member.disabled ? member.lockReason : null,
});

const sessionView = (session: Session) => ({
  id: session.id,
  startedAt: session.createdAt.toISOString(),
  lastSeenAt: session.lastSeenAt.toISOString(),
  ip: session.ip,
  device: session.userAgent,
});

/** Everything the console shows of one member; each list newest first, at most MEMBER_FILE_LIST_SIZE. */
export async function memberFile(app: FastifyInstance, member: Member): Promise<ConsoleMemberFile> {
  const [wallet, money, sessions, notes, linkedAccounts] = await Promise.all([
    findWallet(app.db, member.id),
    latestMoneyOf(app.db, member.id, MEMBER_FILE_LIST_SIZE),
    app.sessions.openSessions(member.id),
    latestMemberNotes(app.db, member.id, MEMBER_FILE_LIST_SIZE),
    linkedMembers(app.db, member),
  ]);
  return {
    profile: memberProfile(member, wallet),
    lock: lockState(member),
    ledger: money.ledger.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      reference: entry.reference,
      amount: toMajor(entry.amountMinor),
      balanceAfter: toMajor(entry.balanceAfterMinor),
      currencyCode: entry.currency,
      createdAt: entry.createdAt.toISOString(),
    })),
    bets: money.rounds.map((round) => ({
      vendor: round.vendor,
      roundId: round.roundId,
      gameName: round.gameName,
      gameType: round.gameType,
      bet: toMajor(round.betMinor),
      win: toMajor(round.winMinor),
      currencyCode: round.currency,
      status: round.status as ConsoleMemberFile['bets'][number]['status'],
      betAt: round.betAt.toISOString(),
      settledAt: iso(round.settledAt),
    })),
    deposits: money.deposits.map((deposit) => ({
      id: deposit.id,
      channelId: deposit.channelId,
      amount: toMajor(deposit.amountMinor),
      currencyCode: deposit.currency,
      status: deposit.status as ConsoleMemberFile['deposits'][number]['status'],
      createdAt: deposit.createdAt.toISOString(),
      confirmedAt: iso(deposit.confirmedAt),
    })),
    withdrawals: money.withdrawals.map((withdrawal) => ({
      id: withdrawal.id,
      amount: toMajor(withdrawal.amountMinor),
      currencyCode: withdrawal.currency,
      status: withdrawal.status as ConsoleMemberFile['withdrawals'][number]['status'],
      createdAt: withdrawal.createdAt.toISOString(),
      reviewedAt: iso(withdrawal.reviewedAt),
    })),
    sessions: sessions.slice(0, MEMBER_FILE_LIST_SIZE).map(sessionView),
    notes,
    linkedAccounts,
  };
}
