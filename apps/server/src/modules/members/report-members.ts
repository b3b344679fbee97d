import { REAL_MEMBER_TYPES } from '@lobby/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema.ts';

const realTypes = sql.join(
  REAL_MEMBER_TYPES.map((type) => sql`${type}`),
  sql`, `,
);

/** SQL selecting the ids of every member of the merchant, trial accounts too (the wallets of a daily close). */
export const allMemberIds = (merchantCode: string): SQL =>
  sql`select ${members.id} from ${members} where ${members.merchantCode} = ${merchantCode}`;

/**
 * SQL of the merchant's agents (member types 1 and 2) with each real member they referred, one row per pair
 * (`agent_id`, `agent_username`, `member_id`; member_id null for an agent without downlines).
 */
export const agentDownlinePairs = (merchantCode: string): SQL =>
  sql`select agent.id as agent_id, agent.username as agent_username, downline.id as member_id
    from ${members} agent
    left join ${members} downline on downline.referrer_id = agent.id and downline.type in (${realTypes})
    where agent.merchant_code = ${merchantCode} and agent.type in (1, 2)`;

/** SQL selecting the ids of the agent's direct downline: the real members it referred (decision 0058). */
export const downlineMemberIds = (agentId: string): SQL =>
  sql`select ${members.id} from ${members} where ${members.referrerId} = ${agentId} and ${members.type} in (${realTypes})`;

/** The usernames of the merchant's members among `ids`. */
export async function usernamesOf(db: Db, merchantCode: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(and(eq(members.merchantCode, merchantCode), inArray(members.id, ids)));
  return new Map(rows.map((row) => [row.id, row.username]));
}
