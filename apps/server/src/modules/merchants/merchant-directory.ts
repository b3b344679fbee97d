import { MerchantConfig } from '@lobby/contract';
import { ApiError } from '../../shared/api-error.ts';
import type { Merchant, StoredMerchant } from './merchant-repository.ts';

interface Snapshot {
  loadedAt: number;
  /** null marks a merchant whose stored config no longer satisfies the contract. */
  byCode: Map<string, Merchant | null>;
  codeByDomain: Map<string, string>;
  defaultCode: string | undefined;
}

/** Host header value → the bare lower-case host: no port, no IPv6 brackets, no trailing dot. */
export function hostOf(hostHeader: string): string {
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(1, host.indexOf(']'));
  const bareIpv6 = host.indexOf(':') !== host.lastIndexOf(':');
  return (bareIpv6 ? host : (host.split(':', 1)[0] ?? '')).replace(/\.$/, '');
}

function buildSnapshot(rows: StoredMerchant[], loadedAt: number): Snapshot {
  const snapshot: Snapshot = { loadedAt, byCode: new Map(), codeByDomain: new Map(), defaultCode: undefined };
  for (const row of rows) {
    const config = MerchantConfig.safeParse(row.config);
    snapshot.byCode.set(row.code, config.success ? { ...row, config: config.data } : null);
    for (const domain of row.domains) {
      const host = domain.trim().toLowerCase();
      if (!snapshot.codeByDomain.has(host)) snapshot.codeByDomain.set(host, row.code);
    }
    if (row.isDefault) snapshot.defaultCode = row.code;
  }
  return snapshot;
}

/**
 * Finds the merchant for a request. All merchants are held in memory and reloaded at most every
 * `ttlMs`, so the hot path does not query the database; the table holds a handful of rows.
 */
export class MerchantDirectory {
  private snapshot: Snapshot | undefined;
  private pending: Promise<Snapshot> | undefined;
  private generation = 0;

  constructor(
    private readonly load: () => Promise<StoredMerchant[]>,
    private readonly ttlMs = 5_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The merchant owning `host`, else the default one; `code` (header override) wins when given. */
  async resolve(host: string, code?: string): Promise<Merchant> {
    return this.pick(await this.current(), host, code);
  }

  /**
   * As `resolve`, without a promise while the directory is fresh (every request asks: decision 0092);
   * undefined when it must be read first.
   */
  resolveNow(host: string, code?: string): Merchant | undefined {
    const snapshot = this.fresh();
    return snapshot && this.pick(snapshot, host, code);
  }

  private pick(snapshot: Snapshot, host: string, code: string | undefined): Merchant {
    const resolvedCode = code ?? snapshot.codeByDomain.get(hostOf(host)) ?? snapshot.defaultCode;
    const merchant = resolvedCode === undefined ? undefined : snapshot.byCode.get(resolvedCode);
    if (merchant === undefined) throw new ApiError(404, 'unknown_merchant');
    if (merchant === null) throw new Error(`Stored config of merchant "${resolvedCode}" is invalid`);
    return merchant;
  }

  /** The merchant of `code`; undefined when there is none or its stored config is invalid. */
  async find(code: string): Promise<Merchant | undefined> {
    return (await this.current()).byCode.get(code) ?? undefined;
  }

  /** Forgets the cached merchants after a write, so the next request sees it. */
  invalidate(): void {
    this.generation += 1;
    this.snapshot = undefined;
    this.pending = undefined;
  }

  private fresh(): Snapshot | undefined {
    return this.snapshot && this.now() - this.snapshot.loadedAt < this.ttlMs ? this.snapshot : undefined;
  }

  private current(): Promise<Snapshot> {
    const fresh = this.fresh();
    if (fresh) return Promise.resolve(fresh);
    if (!this.pending) {
      const generation = this.generation;
      // A load that began before invalidate() must not store what it read.
      const pending = this.load()
        .then((rows) => {
          const snapshot = buildSnapshot(rows, this.now());
          if (generation === this.generation) this.snapshot = snapshot;
          return snapshot;
        })
        .finally(() => {
          if (this.pending === pending) this.pending = undefined;
        });
      this.pending = pending;
    }
    return this.pending;
  }
}
