import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type Member, memberLogins } from '../../db/schema.ts';
import { sha256Hex } from '../../shared/tokens.ts';

export interface LoginClient {
  ip: string;
  userAgent: string | undefined;
}

/**
 * Notes where and on what device the member logged in: one upsert per login, one row per address and
 * device, read by the console's linked accounts.
 */
export async function recordLoginPlace(
  db: Db,
  member: Member,
  client: LoginClient,
  now: Date,
): Promise<void> {
  const userAgent = (client.userAgent ?? '').slice(0, 256);
  await db
    .insert(memberLogins)
    .values({
      memberId: member.id,
      merchantCode: member.merchantCode,
      ip: client.ip,
      deviceHash: sha256Hex(userAgent),
      userAgent,
      firstAt: now,
      lastAt: now,
    })
    .onConflictDoUpdate({
      target: [memberLogins.memberId, memberLogins.ip, memberLogins.deviceHash],
      set: { lastAt: sql`excluded.last_at` },
    });
}
