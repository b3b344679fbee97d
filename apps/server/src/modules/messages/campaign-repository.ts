import { randomUUID } from 'node:crypto';
import type { InboxAudience, InboxCampaign } from '@lobby/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inboxCampaigns, inboxMessages } from '../../db/schema.ts';
import { insertJsonRows } from '../../shared/bulk-insert.ts';
import { sanitiseHtml } from '../content/index.ts';
import { type RecipientFilter, recipientIdsAfter } from '../members/index.ts';
import { plainTextHtml } from './plain-text-html.ts';

type CampaignRow = typeof inboxCampaigns.$inferSelect;

export interface NewCampaign {
  merchantCode: string | undefined;
  audience: InboxAudience;
  title: string;
  /** Plain text. */
  body: string;
  audienceCount: number;
  operatorId: string;
  now: Date;
}

const campaignOf = (row: CampaignRow): InboxCampaign => ({
  id: row.id,
  status: row.status as InboxCampaign['status'],
  audienceCount: row.audienceCount,
});

/** Queues a campaign; the delivery job writes its inbox rows. */
export async function queueCampaign(db: Db, campaign: NewCampaign): Promise<InboxCampaign> {
  const { audience } = campaign;
  const [row] = await db
    .insert(inboxCampaigns)
    .values({
      id: randomUUID(),
      merchantCode: campaign.merchantCode ?? null,
      audienceKind: audience.kind,
      memberId: audience.kind === 'member' ? audience.memberId : null,
      vipLabel: audience.kind === 'vipLevel' ? audience.vipLabel : null,
      title: campaign.title,
      content: sanitiseHtml(plainTextHtml(campaign.body)),
      status: 'queued',
      audienceCount: campaign.audienceCount,
      operatorId: campaign.operatorId,
      createdAt: campaign.now,
    })
    .returning();
  if (!row) throw new Error('campaign insert returned nothing');
  return campaignOf(row);
}

export const recipientFilterOf = (row: CampaignRow): RecipientFilter => ({
  merchantCode: row.merchantCode ?? undefined,
  vipLabel: row.vipLabel ?? undefined,
  memberId: row.memberId ?? undefined,
});

/**
 * Delivers one batch of the oldest unfinished campaign no other runner holds: the campaign row is locked
 * (FOR UPDATE SKIP LOCKED) for the transaction, the next `batchSize` recipients after its cursor get one
 * inbox row each in one statement (the unique campaign+member index makes a repeat impossible), and the
 * cursor moves on; a short batch finishes the campaign. Answers false when there was nothing to do.
 */
export async function deliverCampaignBatch(db: Db, batchSize: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [campaign] = await tx
      .select()
      .from(inboxCampaigns)
      .where(inArray(inboxCampaigns.status, ['queued', 'sending']))
      .orderBy(asc(inboxCampaigns.createdAt), asc(inboxCampaigns.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!campaign) return false;
    const ids = await recipientIdsAfter(tx, recipientFilterOf(campaign), campaign.cursor, batchSize);
    const delivered = await insertJsonRows(
      tx,
      inboxMessages,
      ids.map((memberId) => ({
        id: randomUUID(),
        memberId,
        title: campaign.title,
        content: campaign.content,
        campaignId: campaign.id,
        createdAt: now,
      })),
    );
    const finished = ids.length < batchSize;
    await tx
      .update(inboxCampaigns)
      .set({
        status: finished ? 'sent' : 'sending',
        cursor: ids.at(-1) ?? campaign.cursor,
        deliveredCount: sql`${inboxCampaigns.deliveredCount} + ${delivered}`,
        sentAt: finished ? now : null,
      })
      .where(and(eq(inboxCampaigns.id, campaign.id)));
    return true;
  });
}

export async function findCampaign(db: Db, id: string): Promise<CampaignRow | undefined> {
  const [row] = await db.select().from(inboxCampaigns).where(eq(inboxCampaigns.id, id));
  return row;
}
