import { createHash } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { offerContract } from '../modules/agents/index.ts';
import { findMemberByUsername } from '../modules/members/index.ts';
import { addInboxMessages } from '../modules/messages/index.ts';

/** A fixed UUID per name: seeding again inserts nothing, and a deleted or answered item stays so. */
function seedId(name: string): string {
  const hex = createHash('sha256').update(`demo-seed:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const DEMO_INBOX = [
  {
    key: 'welcome',
    title: 'Welcome to Lobby Demo',
    content:
      '<p>Welcome! Your account is ready. Browse the <a href="/m/home">lobby</a>, try a game for free and ' +
      'claim the welcome offers on the <a href="/m/activity">promotions page</a>.</p>',
    daysAgo: 3,
  },
  {
    key: 'security',
    title: 'Keep your account safe',
    content:
      '<p>We will <strong>never</strong> ask for your password or verification code. Change your password ' +
      'at once if something looks wrong.</p>',
    daysAgo: 1,
  },
  {
    key: 'weekend',
    title: 'Weekend bonus is live',
    content: '<p>Deposit this weekend and get a <strong>20% bonus</strong> on slots and fishing games.</p>',
    daysAgo: 0,
  },
] as const;

const DAY_MS = 86_400_000;

/**
 * The demo accounts' inbox messages, and a pending dividend contract for demoagent (its home page shows the
 * contract prompt). Idempotent: fixed ids, inserted only when missing.
 */
export async function seedDemoMemberCentre(db: Db, merchantCode: string, now: Date): Promise<void> {
  for (const username of ['demo', 'demoagent']) {
    const member = await findMemberByUsername(db, merchantCode, username);
    if (!member) continue;
    await addInboxMessages(
      db,
      member.id,
      DEMO_INBOX.map((message) => ({
        id: seedId(`${merchantCode}:${username}:inbox:${message.key}`),
        title: message.title,
        content: message.content,
        createdAt: new Date(now.getTime() - message.daysAgo * DAY_MS),
      })),
    );
    if (username === 'demoagent')
      await offerContract(db, {
        id: seedId(`${merchantCode}:${username}:contract:dividend`),
        memberId: member.id,
        kind: 'dividend',
        offeredBy: 'Lobby Demo',
        now,
      });
  }
}
