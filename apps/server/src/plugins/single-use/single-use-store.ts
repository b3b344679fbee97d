/**
 * Remembers ids that may be used once (an encrypted body's nonce, a game launch token) until they expire,
 * shared by every instance: Redis when configured, the database otherwise.
 */
export interface SingleUseStore {
  /** True the first time `id` is used in `scope` before `expiresAt` (epoch ms); false for every repeat. */
  use(scope: string, id: string, expiresAt: number): Promise<boolean>;
  /** Forgets expired ids (the Redis store lets them expire by themselves). */
  purgeExpired(): Promise<void>;
  close(): Promise<void>;
}
