import { createHash } from 'node:crypto';
import {
  isRealMember,
  type WalletBetRequest,
  type WalletCallbackResult,
  type WalletRefundRequest,
  type WalletWinRequest,
} from '@lobby/contract';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../shared/api-error.ts';
import { violatedUniqueConstraint } from '../../shared/db-errors.ts';
import { gameLabels } from '../catalogue/index.ts';
import { identityNotVerified, identityVerified, playNeedsIdentity } from '../identity/index.ts';
import { type BetLimits, chargeBetToLimits, creditToLimits, findBetLimits } from '../limits/index.ts';
import { findMemberById } from '../members/index.ts';
import { findMerchantPlayTerms } from '../merchants/index.ts';
import { exclusionBlock, exclusionError } from '../protection/index.ts';
import { findRealityCheck, realityCheckGate, recordPlay } from '../reality-check/index.ts';
import { payDownTurnover } from '../turnover/index.ts';
import {
  addRoundBet,
  addRoundWin,
  ensureWallet,
  findWallet,
  lockRound,
  postLedgerEntry,
  returnRoundBet,
  type WalletRow,
} from '../wallet/index.ts';
import { PlainBetGroups } from './bet-groups.ts';
import { recordBigWin } from './big-win-service.ts';
import {
  type BetKey,
  claimBetRefund,
  findBet,
  findTransaction,
  hasWin,
  insertTransaction,
} from './wallet-transaction-repository.ts';

type TransactionKind = 'bet' | 'win' | 'refund';

/** The hash that tells a true repeat of a transaction id from the same id reused with other content. */
const requestHash = (kind: TransactionKind, fields: Record<string, unknown>): string =>
  createHash('sha256')
    .update(
      JSON.stringify([
        kind,
        ...Object.keys(fields)
          .sort()
          .map((key) => [key, fields[key]]),
      ]),
    )
    .digest('hex');

const result = (balanceMinor: number, currency: string, ledgerId: number | null): WalletCallbackResult => ({
  balance: balanceMinor,
  currency,
  ledgerId: ledgerId === null ? null : String(ledgerId),
});

/** Whose key signed a call: a merchant's account at a vendor. */
export interface VendorAccount {
  vendor: string;
  merchant: string;
}

interface Player {
  memberId: string;
  username: string;
  merchantCode: string;
  /** Trial accounts play with play money: their wins stay off the winner board. */
  real: boolean;
  /** A disabled member's bets are refused; wins and refunds of earlier bets still settle. */
  disabled: boolean;
  /** Whether the merchant offers the vendor now: balance and bets need it; earlier bets still settle. */
  vendorOffered: boolean;
  /** The merchant's reality-check interval for players who chose none (decision 0052). */
  realityCheckMinutes: number;
  wallet: WalletRow;
  /** The member's loss and wager limits in force and the merchant's timezone their periods follow. */
  limits: BetLimits;
  timezone: string;
  /** The merchant's play of this member needs a verified identity (decision 0056). */
  needsIdentity: boolean;
}

/**
 * The player and wallet (created in the merchant's currency on first use); 404 for an unknown player and
 * for another merchant's player, so one merchant's key reaches no one else.
 */
async function playerOf(db: Db, account: VendorAccount, playerId: string, now: Date): Promise<Player> {
  // Three owners' rows, read side by side so a callback waits for one round trip, not three.
  const [member, terms, stored, limits] = await Promise.all([
    findMemberById(db, playerId),
    findMerchantPlayTerms(db, account.merchant),
    findWallet(db, playerId),
    findBetLimits(db, playerId),
  ]);
  if (!member || !terms || member.merchantCode !== account.merchant)
    throw new ApiError(404, 'not_found', { field: 'playerId' });
  const wallet = stored ?? (await ensureWallet(db, playerId, terms.currency, now));
  return {
    memberId: playerId,
    username: member.username,
    merchantCode: member.merchantCode,
    real: isRealMember(member.type),
    disabled: member.disabled,
    vendorOffered: terms.offeredVendors === null || terms.offeredVendors.includes(account.vendor),
    realityCheckMinutes: terms.realityCheckMinutes ?? 0,
    wallet,
    limits,
    timezone: terms.timezone,
    needsIdentity: playNeedsIdentity(member.type, {
      freePlay: terms.freePlay ?? 'none',
      realMoneyPlay: terms.realMoneyPlay ?? 'ageDeclaration',
    }),
  };
}

/** The player's share of a bet, win or refund in the running totals their limits are checked against. */
const onLimits = (player: Player, amountMinor: number, now: Date) => ({
  memberId: player.memberId,
  limits: player.limits,
  timezone: player.timezone,
  amountMinor,
  now,
});

/** Balance and bets only for a vendor the player's merchant offers (launch answers the same code). */
function assertVendorOffered(player: Player): void {
  if (!player.vendorOffered) throw new ApiError(404, 'game_not_found', { field: 'x-vendor' });
}

function assertCurrency(player: Player, currency: string): void {
  if (player.wallet.currency !== currency)
    throw new ApiError(400, 'currency_mismatch', { field: 'currency' });
}

/** The stored answer of a repeated transaction id, or undefined when the id is new; 409 for other content. */
async function storedAnswer(
  tx: Db,
  vendor: string,
  transactionId: string,
  hash: string,
  currency: string,
): Promise<WalletCallbackResult | undefined> {
  const stored = await findTransaction(tx, vendor, transactionId);
  if (!stored) return undefined;
  if (stored.requestHash !== hash)
    throw new ApiError(409, 'transaction_conflict', { field: 'transactionId' });
  return result(stored.balanceAfterMinor, currency, stored.ledgerEntryId);
}

const roundSettled = () => new ApiError(409, 'round_settled', { field: 'roundId' });

/**
 * Runs one transaction's write; when a concurrent repeat of the same id committed first (a unique
 * violation on the ledger or transaction row), runs it once more, which then answers the stored result.
 */
async function once<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedUniqueConstraint(error) === undefined) throw error;
    return write();
  }
}

export class WalletCallbacks {
  readonly #plainBets: PlainBetGroups;

  constructor(private readonly db: Db) {
    this.#plainBets = new PlainBetGroups(db);
  }

  async balance(
    account: VendorAccount,
    request: { playerId: string; currency: string },
    now: Date,
  ): Promise<WalletCallbackResult> {
    const player = await playerOf(this.db, account, request.playerId, now);
    assertVendorOffered(player);
    assertCurrency(player, request.currency);
    return result(player.wallet.balanceMinor, player.wallet.currency, null);
  }

  async bet(account: VendorAccount, request: WalletBetRequest, now: Date): Promise<WalletCallbackResult> {
    const { vendor } = account;
    const hash = requestHash('bet', request);
    // Most bets pass every check: one statement checks and writes each, grouped with the bets that arrive
    // meanwhile into one commit (decisions 0070, 0079).
    const posted = await this.#plainBets.post({
      vendor,
      merchant: account.merchant,
      transactionId: request.transactionId,
      roundId: request.roundId,
      playerId: request.playerId,
      currency: request.currency,
      nodeId: request.nodeId,
      amountMinor: request.amount,
      requestHash: hash,
      now,
    });
    if (posted) return result(posted.balanceAfterMinor, posted.currency, posted.ledgerId);
    // Any other bet, step by step: one wave of reads (the player, their reality check, exclusion and
    // identity, and the game's labels), then a transaction that answers each refusal with its code.
    const [player, realityCheck, block, verified, labels] = await Promise.all([
      playerOf(this.db, account, request.playerId, now),
      findRealityCheck(this.db, request.playerId),
      exclusionBlock(this.db, request.playerId, now),
      identityVerified(this.db, request.playerId),
      gameLabels(this.db, [request.nodeId]),
    ]);
    assertVendorOffered(player);
    const game = labels.get(request.nodeId);
    return once(() =>
      this.db.transaction(async (tx) => {
        const stored = await storedAnswer(tx, vendor, request.transactionId, hash, player.wallet.currency);
        if (stored) return stored;
        if (player.disabled) throw new ApiError(403, 'user_disabled', { field: 'playerId' });
        // A time-out or self-exclusion refuses new bets; wins and refunds of earlier bets still land.
        if (block) throw exclusionError(block, 'playerId');
        // Where play needs a verified identity, bets wait for it; wins of open rounds still land.
        if (player.needsIdentity && !verified) throw identityNotVerified('playerId');
        realityCheckGate(realityCheck, player.realityCheckMinutes, now);
        assertCurrency(player, request.currency);
        await chargeBetToLimits(tx, onLimits(player, request.amount, now));
        const posted = await postLedgerEntry(tx, {
          memberId: player.memberId,
          kind: 'bet',
          reference: `${vendor}:${request.transactionId}`,
          amountMinor: -request.amount,
          now,
        });
        if (posted === 'insufficient') throw new ApiError(409, 'insufficient_balance', { field: 'amount' });
        await insertTransaction(tx, {
          vendor,
          transactionId: request.transactionId,
          kind: 'bet',
          memberId: player.memberId,
          roundId: request.roundId,
          amountMinor: request.amount,
          requestHash: hash,
          ledgerEntryId: posted.ledgerId,
          balanceAfterMinor: posted.balanceAfterMinor,
          createdAt: now,
        });
        // Another member's round of the same id is never added to: the whole bet rolls back.
        const added = await addRoundBet(tx, {
          vendor,
          roundId: request.roundId,
          memberId: player.memberId,
          game: {
            nodeId: game?.nodeId ?? null,
            gameType: game?.gameType ?? 'unknown',
            gameName: game?.gameName ?? request.nodeId,
          },
          currency: player.wallet.currency,
          amountMinor: request.amount,
          now,
        });
        if (!added) throw new ApiError(409, 'transaction_conflict', { field: 'roundId' });
        await recordPlay(tx, player.memberId, realityCheck, now);
        return result(posted.balanceAfterMinor, player.wallet.currency, posted.ledgerId);
      }),
    );
  }

  async win(account: VendorAccount, request: WalletWinRequest, now: Date): Promise<WalletCallbackResult> {
    const { vendor } = account;
    const player = await playerOf(this.db, account, request.playerId, now);
    const hash = requestHash('win', request);
    return once(() =>
      this.db.transaction(async (tx) => {
        const stored = await storedAnswer(tx, vendor, request.transactionId, hash, player.wallet.currency);
        if (stored) return stored;
        const round = await lockRound(tx, vendor, request.roundId);
        if (!round || round.memberId !== player.memberId)
          throw new ApiError(404, 'transaction_not_found', { field: 'roundId' });
        // A refunded round stays refunded: its stake went back, so a win for it would pay twice.
        if (round.status === 'refunded') throw roundSettled();
        assertCurrency(player, request.currency);
        // Totals before the wallet row, in the order a bet locks them.
        await creditToLimits(tx, { ...onLimits(player, request.amount, now), kind: 'win' });
        let ledgerId: number | null = null;
        let balanceAfterMinor: number;
        if (request.amount > 0) {
          const posted = await postLedgerEntry(tx, {
            memberId: player.memberId,
            kind: 'win',
            reference: `${vendor}:${request.transactionId}`,
            amountMinor: request.amount,
            now,
          });
          if (posted === 'insufficient') throw new Error('a win cannot be insufficient');
          ledgerId = posted.ledgerId;
          balanceAfterMinor = posted.balanceAfterMinor;
        } else {
          balanceAfterMinor = await balanceIn(tx, player.memberId);
        }
        await insertTransaction(tx, {
          vendor,
          transactionId: request.transactionId,
          kind: 'win',
          memberId: player.memberId,
          roundId: request.roundId,
          amountMinor: request.amount,
          requestHash: hash,
          ledgerEntryId: ledgerId,
          balanceAfterMinor,
          createdAt: now,
        });
        await addRoundWin(tx, { vendor, roundId: request.roundId, amountMinor: request.amount, now });
        // The round's first settlement pays its stake (refunded bets already off it) against turnover.
        if (round.status === 'open') await payDownTurnover(tx, player.memberId, round.betMinor, now);
        if (player.real)
          await recordBigWin(tx, {
            merchantCode: player.merchantCode,
            username: player.username,
            round,
            winMinor: request.amount,
            now,
          });
        return result(balanceAfterMinor, player.wallet.currency, ledgerId);
      }),
    );
  }

  async refund(
    account: VendorAccount,
    request: WalletRefundRequest,
    now: Date,
  ): Promise<WalletCallbackResult> {
    const { vendor } = account;
    const player = await playerOf(this.db, account, request.playerId, now);
    const hash = requestHash('refund', request);
    return once(() =>
      this.db.transaction(async (tx) => {
        const stored = await storedAnswer(tx, vendor, request.transactionId, hash, player.wallet.currency);
        if (stored) return stored;
        const betKey: BetKey = {
          vendor,
          transactionId: request.betTransactionId,
          memberId: player.memberId,
          roundId: request.roundId,
        };
        const bet = await findBet(tx, betKey);
        if (!bet) throw new ApiError(404, 'transaction_not_found', { field: 'betTransactionId' });
        // A round that has a win is settled: its bets can no longer be returned.
        const round = await lockRound(tx, vendor, request.roundId);
        if (round?.status === 'settled' || (await hasWin(tx, vendor, request.roundId, player.memberId)))
          throw roundSettled();
        assertCurrency(player, request.currency);
        // A bet already returned (by another refund id) stays returned once: answer the balance as it is.
        if (!(await claimBetRefund(tx, betKey, now)))
          return result(await balanceIn(tx, player.memberId), player.wallet.currency, null);
        await creditToLimits(tx, { ...onLimits(player, bet.amountMinor, now), kind: 'refund' });
        const posted = await postLedgerEntry(tx, {
          memberId: player.memberId,
          kind: 'refund',
          reference: `${vendor}:${request.transactionId}`,
          amountMinor: bet.amountMinor,
          now,
        });
        if (posted === 'insufficient') throw new Error('a refund cannot be insufficient');
        await insertTransaction(tx, {
          vendor,
          transactionId: request.transactionId,
          kind: 'refund',
          memberId: player.memberId,
          roundId: request.roundId,
          amountMinor: bet.amountMinor,
          requestHash: hash,
          ledgerEntryId: posted.ledgerId,
          balanceAfterMinor: posted.balanceAfterMinor,
          createdAt: now,
        });
        await returnRoundBet(tx, { vendor, roundId: request.roundId, amountMinor: bet.amountMinor });
        return result(posted.balanceAfterMinor, player.wallet.currency, posted.ledgerId);
      }),
    );
  }
}

async function balanceIn(tx: Db, memberId: string): Promise<number> {
  return (await findWallet(tx, memberId))?.balanceMinor ?? 0;
}
