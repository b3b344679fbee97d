import { createHash } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { offerContract } from '../modules/agents/index.ts';
import { findMemberByUsername } from '../modules/members/index.ts';
import { addInboxMessages } from '../modules/messages/index.ts';
import { DEMO_TEXTS, type InboxKey, textsBesidesEnglish } from './content-texts/index.ts';

/** A fixed UUID per name: seeding again inserts nothing, and a deleted or answered item stays so. */
function seedId(name: string): string {
  const hex = createHash('sha256').update(`demo-seed:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The demo messages, newest last; their texts are in content-texts, one file per language. */
const DEMO_INBOX: readonly { key: InboxKey; daysAgo: number }[] = [
  { key: 'welcome', daysAgo: 3 },
  { key: 'security', daysAgo: 1 },
  { key: 'weekend', daysAgo: 0 },
];

const DAY_MS = 86_400_000;

/**
 * The demo accounts' inbox messages in the 24 languages, and a pending dividend contract for demoagent (its
 * home page shows the contract prompt). Idempotent: fixed ids, inserted only when missing.
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
        // English is the message's own text; every other language is one of its texts (decision 0076).
        ...DEMO_TEXTS.EN.inbox[message.key],
        texts: textsBesidesEnglish((texts) => texts.inbox[message.key]),
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
