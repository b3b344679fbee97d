import type { Db } from '../db/client.ts';
import type { PasswordHasher } from '../modules/members/index.ts';
import { findMemberByUsername, insertMember, type NewMember } from '../modules/members/index.ts';
import type { Clock } from '../shared/clock.ts';
import { dateOf } from '../shared/clock.ts';
import { seedDemoMemberCentre } from './member-centre.ts';

export interface DemoAccount {
  username: string;
  password: string;
  description: string;
  member: Omit<NewMember, 'merchantCode' | 'username' | 'passwordHash'>;
}

/** The documented test accounts of the demo merchant (README, main.ts start-up line). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'demo',
    password: 'Demo-Player-2026',
    description: 'member',
    member: {
      type: 0,
      nickname: 'Demo Player',
      /** Payout accounts must be held in this name (decision 0046). */
      payeeName: 'Demo Player',
      countryDialingCode: '92',
      mobileNum: '3001234567',
      vipLabel: 'VIP 1',
    },
  },
  {
    username: 'demoagent',
    password: 'Demo-Agent-2026',
    description: 'agent',
    member: { type: 1, nickname: 'Demo Agent', vipLabel: 'VIP 3' },
  },
];

/**
 * Creates the demo accounts that are missing, with their inbox messages and demoagent's pending contract
 * (idempotent); answers how many accounts it created.
 */
export async function seedDemoAccounts(
  db: Db,
  passwords: PasswordHasher,
  clock: Clock,
  merchantCode = 'demo',
): Promise<number> {
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    if (await findMemberByUsername(db, merchantCode, account.username)) continue;
    try {
      await insertMember(
        db,
        {
          ...account.member,
          merchantCode,
          username: account.username,
          passwordHash: await passwords.hash(account.password),
        },
        dateOf(clock),
      );
      created += 1;
    } catch (error) {
      // Another instance seeding at the same moment created it.
      if (!(await findMemberByUsername(db, merchantCode, account.username))) throw error;
    }
  }
  await seedDemoMemberCentre(db, merchantCode, dateOf(clock));
  return created;
}
