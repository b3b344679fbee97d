import type { Db } from '../../db/client.ts';
import { addInboxMessages } from '../messages/index.ts';

/**
 * Tells the member, in the inbox, that their account had `failures` failed logins since their last one.
 * The web shows its translation of the code; the English text is for clients that do not know it.
 */
export async function alertFailedLogins(
  db: Db,
  memberId: string,
  failures: number,
  now: Date,
): Promise<void> {
  await addInboxMessages(db, memberId, [
    {
      code: 'failed_logins',
      params: { count: failures },
      title: 'Failed logins on your account',
      content:
        `<p>Someone tried to log in to your account ${failures} times with a wrong password or code. ` +
        'If it was not you, change your password.</p>',
      createdAt: now,
    },
  ]);
}
