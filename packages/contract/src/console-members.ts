import { z } from 'zod';
import { DEPOSIT_STATUSES, ROUND_STATUSES, WITHDRAWAL_STATUSES } from './play-rules.ts';
import { multilineText, text } from './text.ts';

/* Console members (issue 15, decision 0041): search, the member's file, lock, end sessions, notes. */

/** Which member field a search matches the start of. */
export const MEMBER_SEARCH_FIELDS = [
  'username',
  'mobile',
  'memberId',
  'affiliateCode',
  'registrationIp',
] as const;
export const MemberSearchField = z.enum(MEMBER_SEARCH_FIELDS);
export type MemberSearchField = z.infer<typeof MemberSearchField>;

export const MEMBER_SEARCH_PAGE_SIZE = 50;
/** How many of each list the member's file shows, newest first. */
export const MEMBER_FILE_LIST_SIZE = 50;

/** listConsoleMembers: members whose `by` field starts with `q` (case-insensitive), 50 a page. */
export const ConsoleMembersQuery = z.object({
  q: text().trim().min(1).max(64),
  by: MemberSearchField.default('username'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ConsoleMembersQuery = z.input<typeof ConsoleMembersQuery>;

/** One member in the search results. Money in major units of the member's wallet currency. */
export const ConsoleMemberSummary = z.object({
  id: z.uuid(),
  merchantCode: z.string(),
  username: z.string(),
  /** With the dialing code, in full (decision 0041: every role that may search may search by mobile). */
  mobile: z.string().nullable(),
  /** 0, 1, 2 real accounts (1, 2 agents); 4 trial; 40, 41, 42 other accounts. */
  type: z.number().int(),
  vipLabel: z.string(),
  balance: z.number(),
  currencyCode: z.string().nullable(),
  locked: z.boolean(),
  createdAt: z.iso.datetime(),
  lastLoginAt: z.iso.datetime().nullable(),
});
export type ConsoleMemberSummary = z.infer<typeof ConsoleMemberSummary>;

export const ConsoleMemberPage = z.object({
  list: z.array(ConsoleMemberSummary),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type ConsoleMemberPage = z.infer<typeof ConsoleMemberPage>;

export const ConsoleMemberIdParams = z.object({ id: z.uuid() });

export const ConsoleMemberProfile = ConsoleMemberSummary.extend({
  nickname: z.string().nullable(),
  email: z.string().nullable(),
  payeeName: z.string().nullable(),
  affiliateCode: z.string(),
  /** The member whose affiliate code this member registered with. */
  referrerId: z.uuid().nullable(),
  registerMethod: z.string().nullable(),
  registerDomain: z.string().nullable(),
  registrationIp: z.string().nullable(),
  passwordChangedAt: z.iso.datetime().nullable(),
});
export type ConsoleMemberProfile = z.infer<typeof ConsoleMemberProfile>;

/** Who locked the member, when and why; all null while unlocked (and for a lock that predates the console). */
export const ConsoleMemberLockState = z.object({
  locked: z.boolean(),
  lockedAt: z.iso.datetime().nullable(),
  lockedBy: z.string().nullable(),
  reason: z.string().nullable(),
});
export type ConsoleMemberLockState = z.infer<typeof ConsoleMemberLockState>;

export const ConsoleLedgerEntry = z.object({
  id: z.number().int(),
  /** deposit, withdrawal, withdrawal_return, bet, win, refund, adjustment, ... */
  kind: z.string(),
  reference: z.string(),
  amount: z.number(),
  balanceAfter: z.number(),
  currencyCode: z.string(),
  createdAt: z.iso.datetime(),
});

export const ConsoleBet = z.object({
  vendor: z.string(),
  roundId: z.string(),
  gameName: z.string(),
  gameType: z.string(),
  bet: z.number(),
  win: z.number(),
  currencyCode: z.string(),
  status: z.enum(ROUND_STATUSES),
  betAt: z.iso.datetime(),
  settledAt: z.iso.datetime().nullable(),
});

export const ConsoleDeposit = z.object({
  id: z.uuid(),
  channelId: z.string(),
  amount: z.number(),
  currencyCode: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  createdAt: z.iso.datetime(),
  confirmedAt: z.iso.datetime().nullable(),
});

export const ConsoleWithdrawal = z.object({
  id: z.uuid(),
  amount: z.number(),
  currencyCode: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  createdAt: z.iso.datetime(),
  reviewedAt: z.iso.datetime().nullable(),
});

/** An open player session (not ended, not expired). */
export const ConsolePlayerSession = z.object({
  id: z.uuid(),
  startedAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  ip: z.string().nullable(),
  /** The browser's user agent as it logged in. */
  device: z.string().nullable(),
});

export const ConsoleMemberNote = z.object({
  id: z.uuid(),
  text: z.string(),
  /** The author's username (kept as written, even if the operator changes later). */
  operatorUsername: z.string(),
  createdAt: z.iso.datetime(),
});
export type ConsoleMemberNote = z.infer<typeof ConsoleMemberNote>;

/** What a linked account shares with the member. */
export const MEMBER_LINK_KINDS = ['registrationIp', 'loginIp', 'device', 'mobile', 'payeeName'] as const;
export const MemberLinkKind = z.enum(MEMBER_LINK_KINDS);
export type MemberLinkKind = z.infer<typeof MemberLinkKind>;

/** Another member of the same merchant that shares something with this one; `shared` names each shared value. */
export const ConsoleLinkedAccount = z.object({
  id: z.uuid(),
  username: z.string(),
  locked: z.boolean(),
  shared: z.array(z.object({ kind: MemberLinkKind, value: z.string() })),
});
export type ConsoleLinkedAccount = z.infer<typeof ConsoleLinkedAccount>;

/** getConsoleMember: the member's file; every list newest first, at most MEMBER_FILE_LIST_SIZE rows. */
export const ConsoleMemberFile = z.object({
  profile: ConsoleMemberProfile,
  lock: ConsoleMemberLockState,
  ledger: z.array(ConsoleLedgerEntry),
  bets: z.array(ConsoleBet),
  deposits: z.array(ConsoleDeposit),
  withdrawals: z.array(ConsoleWithdrawal),
  sessions: z.array(ConsolePlayerSession),
  notes: z.array(ConsoleMemberNote),
  linkedAccounts: z.array(ConsoleLinkedAccount),
});
export type ConsoleMemberFile = z.infer<typeof ConsoleMemberFile>;

const Reason = text().trim().min(1).max(500);

/**
 * setConsoleMemberLock answers the new ConsoleMemberLockState. Locking ends every session and remembered login
 * of the member; their login is then refused with 403 user_disabled. Locking a locked member is 409
 * member_already_locked, unlocking an unlocked one 409 member_not_locked (field `locked`).
 */
export const SetMemberLockRequest = z.object({ locked: z.boolean(), reason: Reason });
export type SetMemberLockRequest = z.infer<typeof SetMemberLockRequest>;

export const EndMemberSessionsRequest = z.object({ reason: Reason });
export type EndMemberSessionsRequest = z.infer<typeof EndMemberSessionsRequest>;

/** How many open player sessions were ended (remembered logins are revoked too, not counted). */
export const EndedMemberSessions = z.object({ ended: z.number().int() });
export type EndedMemberSessions = z.infer<typeof EndedMemberSessions>;

export const AddMemberNoteRequest = z.object({ text: multilineText().trim().min(1).max(2000) });
export type AddMemberNoteRequest = z.infer<typeof AddMemberNoteRequest>;
