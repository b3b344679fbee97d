import {
  type GameCategory,
  LOTTO_MUI,
  textLanguage,
  WALLET_SIGNATURE_HEADERS,
  WalletBalanceRequest,
  WalletBetRequest,
  WalletRefundRequest,
  WalletWinRequest,
  WEB_BASE,
} from '@lobby/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { vendorKey, verifyWalletSignature } from '../../modules/seamless-wallet/index.ts';
import { findMemberRound } from '../../modules/wallet/index.ts';
import { signLaunchToken } from '../game-tokens.ts';
import type {
  IncomingWalletCall,
  LaunchRequest,
  MappedWalletCall,
  RoundDetail,
  VendorAdapter,
  VendorGameEntry,
  VendorLaunch,
} from '../vendor-adapter.ts';

/** Where the sandbox vendor's pages live. */
export const SANDBOX_BASE = '/sandbox';
export type SandboxGameKind = 'slot' | 'crash' | 'table';

const CRASH_CATEGORIES: readonly GameCategory[] = ['INHOUSE', 'PVP'];
const TABLE_CATEGORIES: readonly GameCategory[] = ['LIVE', 'BGS', 'POKER'];

/**
 * The sandbox game a category plays: crash for in-house and PVP, a baccarat table for the card tables (live
 * casino, board games, poker), else a slot.
 */
export function sandboxGameKind(category: string): SandboxGameKind {
  if ((CRASH_CATEGORIES as readonly string[]).includes(category)) return 'crash';
  if ((TABLE_CATEGORIES as readonly string[]).includes(category)) return 'table';
  return 'slot';
}

const header = (call: IncomingWalletCall, name: string): string => {
  const value = call.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

/**
 * The built-in vendor: its game URLs point at the pages under /sandbox, and its wallet calls are already
 * in the canonical format, signed as the contract says (seamless-wallet.ts) with the calling merchant's key.
 */
/**
 * The sandbox vendor under `vendor`'s code. `games`, when given, is the sandbox's game list for that code
 * (the composition root hands it the demo catalogue's), offered through listGames.
 */
export function sandboxAdapter(
  vendor: string,
  rootKey: string,
  db: Db,
  games?: (vendor: string) => VendorGameEntry[],
): VendorAdapter {
  function map<T>(schema: z.ZodType<T>, call: IncomingWalletCall): MappedWalletCall<T> {
    const merchant = header(call, WALLET_SIGNATURE_HEADERS.merchant);
    const timestamp = Number(header(call, WALLET_SIGNATURE_HEADERS.timestamp));
    const signature = header(call, WALLET_SIGNATURE_HEADERS.signature);
    if (
      header(call, WALLET_SIGNATURE_HEADERS.vendor) !== vendor ||
      !/^[A-Za-z0-9_-]{1,40}$/.test(merchant) ||
      !verifyWalletSignature(
        vendorKey(rootKey, merchant, vendor),
        timestamp,
        call.rawBody,
        signature,
        call.now,
      )
    )
      return { ok: false, code: 'invalid_signature' };
    let body: unknown;
    try {
      body = JSON.parse(call.rawBody);
    } catch {
      return { ok: false, code: 'validation_error', field: 'body' };
    }
    const parsed = schema.safeParse(body);
    if (parsed.success) return { ok: true, merchant, request: parsed.data };
    return { ok: false, code: 'validation_error', field: parsed.error.issues[0]?.path.join('.') || 'body' };
  }

  return {
    async launch({ grant, category, gameId, lottery }: LaunchRequest): Promise<VendorLaunch> {
      const token = signLaunchToken(rootKey, grant);
      const expiresAt = new Date(grant.exp).toISOString();
      if (lottery) {
        const query = new URLSearchParams({
          token,
          merchant: grant.merchant,
          css: `${grant.merchant}.css`,
          prize_mode: lottery.prizeMode,
          lang: textLanguage(grant.language),
        });
        const path = `${WEB_BASE}/lotto-h5/${LOTTO_MUI}/${lottery.playType}/games/${encodeURIComponent(gameId)}`;
        return { url: `${path}?${query}`, open: 'page', freePlay: grant.freePlay, expiresAt };
      }
      const query = new URLSearchParams({ token, lang: textLanguage(grant.language) });
      const url = `${SANDBOX_BASE}/games/${sandboxGameKind(category)}/?${query}`;
      return { url, open: 'frame', freePlay: grant.freePlay, expiresAt };
    },
    balance: (call) => map(WalletBalanceRequest, call),
    bet: (call) => map(WalletBetRequest, call),
    win: (call) => map(WalletWinRequest, call),
    refund: (call) => map(WalletRefundRequest, call),
    ...(games ? { listGames: async () => games(vendor) } : {}),
    async roundHistory(playerId: string, roundId: string): Promise<RoundDetail | undefined> {
      const row = await findMemberRound(db, { vendor, roundId, memberId: playerId });
      if (!row) return undefined;
      return {
        vendor: row.vendor,
        roundId: row.roundId,
        nodeId: row.nodeId,
        gameName: row.gameName,
        currency: row.currency,
        betMinor: row.betMinor,
        winMinor: row.winMinor,
        status: row.status,
        betAt: row.betAt.toISOString(),
        settledAt: row.settledAt?.toISOString() ?? null,
      };
    },
  };
}
