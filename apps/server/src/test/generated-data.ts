import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { merchants } from '../db/schema.ts';

/** A small deterministic generator (mulberry32), so a failure repeats. */
export function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A merchant like the demo one (its config), with no domain, in Karachi's timezone (UTC+5, no DST). */
export async function addMerchantLikeDemo(app: FastifyInstance, code: string) {
  const [demo] = await app.db.select().from(merchants).where(eq(merchants.code, 'demo'));
  if (!demo) throw new Error('no demo merchant');
  await app.db
    .insert(merchants)
    .values({ ...demo, code, domains: [], isDefault: false, timezone: 'Asia/Karachi' });
}
