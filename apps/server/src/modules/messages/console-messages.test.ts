import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inboxCampaigns, inboxMessages } from '../../db/schema.ts';
import { createMember } from '../../test/accounts.ts';
import { putMerchant, useTestApp } from '../../test/app.ts';
import { memberSession } from '../../test/member-sessions.ts';
import { type ConsoleCaller, operatorSession, signInDemoOperator } from '../../test/operators.ts';
import { deliverPendingCampaigns } from './campaign-delivery.ts';

const app = useTestApp();

let demoOperator: Promise<ConsoleCaller> | undefined;
/** The demo operator, signed in once: a TOTP code counts once per time step. */
const admin = () => {
  demoOperator ??= signInDemoOperator(app());
  return demoOperator;
};

let next = 1;
/** `count` new members of the demo merchant at a VIP level; answers their ids. */
async function membersAt(vipLabel: string, count: number, type = 0): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    ids.push((await createMember(app(), { username: `campaign${next++}`, vipLabel, type })).id);
  }
  return ids;
}

/** Member id → how many messages of the campaign they got. */
async function deliveries(campaignId: string): Promise<Map<string, number>> {
  const rows = await app()
    .db.select({ memberId: inboxMessages.memberId })
    .from(inboxMessages)
    .where(eq(inboxMessages.campaignId, campaignId));
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.memberId, (counts.get(row.memberId) ?? 0) + 1);
  return counts;
}

const send = async (operator: ConsoleCaller, body: object) => {
  const response = await operator.write('POST', '/console/messages', body);
  expect(response.statusCode, response.body).toBe(202);
  return response.json().value as { id: string; status: string; audienceCount: number };
};

describe('console inbox messages', () => {
  it('queues a message to one member, answers at once, and the member reads it in the inbox', async () => {
    const operator = await admin();
    const member = await memberSession(app());
    const campaign = await send(operator, {
      audience: { kind: 'member', memberId: member.id },
      title: 'Welcome bonus',
      body: 'Hello <b>friend</b>\nSee you soon.',
    });
    expect(campaign).toMatchObject({ status: 'queued', audienceCount: 1 });
    await app().campaignDelivery.settled();
    await deliverPendingCampaigns(app().db, app().clock);
    const inbox = (await member.get('/messages/inbox')).json().value;
    expect(inbox.totalCount).toBe(1);
    expect(inbox.list[0]).toMatchObject({ title: 'Welcome bonus', read: false });
    expect(inbox.list[0].code).toBeUndefined();
    expect(inbox.list[0].content).toBe('<p>Hello &lt;b&gt;friend&lt;/b&gt;</p><p>See you soon.</p>');
    const audit = (await operator.get('/console/audit-events?action=message.sent')).json().value.list;
    expect(audit[0]).toMatchObject({
      target: campaign.id,
      after: { audience: { kind: 'member', memberId: member.id }, title: 'Welcome bonus', audienceCount: 1 },
    });
  });

  it('reaches exactly the members of a VIP level once, real accounts only, in batches', async () => {
    const operator = await admin();
    const gold = await membersAt('gold-campaign', 5);
    const silver = await membersAt('silver-campaign', 2);
    const trial = await membersAt('gold-campaign', 1, 4);
    const campaign = await send(operator, {
      audience: { kind: 'vipLevel', vipLabel: 'gold-campaign' },
      title: 'Gold weekend',
      body: 'Double points',
    });
    expect(campaign.audienceCount).toBe(5);
    await app().campaignDelivery.settled();
    // Small batches so the cursor moves several times; a finished campaign is left alone.
    await deliverPendingCampaigns(app().db, app().clock, 2);
    const counts = await deliveries(campaign.id);
    expect([...counts.keys()].sort()).toEqual([...gold].sort());
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    for (const id of [...silver, ...trial]) expect(counts.has(id)).toBe(false);
    const [row] = await app().db.select().from(inboxCampaigns).where(eq(inboxCampaigns.id, campaign.id));
    expect(row).toMatchObject({ status: 'sent', deliveredCount: 5 });
  });

  it('delivers each message exactly once with two job runners in parallel', async () => {
    const operator = await admin();
    const members = await membersAt('parallel-campaign', 23);
    const campaigns = [];
    for (let index = 0; index < 3; index++) {
      campaigns.push(
        await send(operator, {
          audience: { kind: 'vipLevel', vipLabel: 'parallel-campaign' },
          title: `Parallel ${index}`,
          body: 'Body',
        }),
      );
    }
    await Promise.all([
      deliverPendingCampaigns(app().db, app().clock, 4),
      deliverPendingCampaigns(app().db, app().clock, 4),
      app().campaignDelivery.settled(),
    ]);
    for (const campaign of campaigns) {
      const counts = await deliveries(campaign.id);
      expect(counts.size).toBe(members.length);
      expect([...counts.values()].every((count) => count === 1)).toBe(true);
    }
  });

  it('sends to every member of the caller’s merchant only', async () => {
    await putMerchant(app(), 'elsewhere', { domains: ['elsewhere.test'] });
    const outsider = await memberSession(app(), { merchant: 'elsewhere' });
    const operator = await operatorSession(app(), 'owner', 'elsewhere');
    const campaign = await send(operator, { audience: { kind: 'all' }, title: 'All of you', body: 'News' });
    expect(campaign.audienceCount).toBe(1);
    await app().campaignDelivery.settled();
    await deliverPendingCampaigns(app().db, app().clock);
    expect([...(await deliveries(campaign.id)).keys()]).toEqual([outsider.id]);
    // The member of another merchant cannot be addressed.
    const demoMember = await memberSession(app());
    const foreign = await operator.write('POST', '/console/messages', {
      audience: { kind: 'member', memberId: demoMember.id },
      title: 'Hi',
      body: 'Hi',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().value.field).toBe('audience.memberId');
  });

  it('refuses bad input with the field named and roles without the permission, queueing nothing', async () => {
    const operator = await admin();
    const before = (await app().db.select().from(inboxCampaigns)).length;
    const good = { audience: { kind: 'all' }, title: 'Title', body: 'Body' };
    const cases: [object, string][] = [
      [{ ...good, audience: { kind: 'everyone' } }, 'audience.kind'],
      [{ ...good, audience: { kind: 'member', memberId: 'x' } }, 'audience.memberId'],
      [{ ...good, audience: { kind: 'vipLevel' } }, 'audience.vipLabel'],
      [{ ...good, title: '' }, 'title'],
      [{ ...good, title: 'x'.repeat(201) }, 'title'],
      [{ ...good, title: 'a\u0000b' }, 'title'],
      [{ ...good, title: 'two\nlines' }, 'title'],
      [{ ...good, body: '' }, 'body'],
      [{ ...good, body: 'x'.repeat(5001) }, 'body'],
      [{ ...good, body: 'a\u0000b' }, 'body'],
    ];
    for (const [body, field] of cases) {
      const response = await operator.write('POST', '/console/messages', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error', value: { field } });
    }
    for (const role of ['finance', 'content', 'auditor'] as const) {
      const caller = await operatorSession(app(), role);
      const response = await caller.write('POST', '/console/messages', good);
      expect(response.statusCode, role).toBe(403);
      expect(response.json().code).toBe('forbidden');
    }
    const support = await operatorSession(app(), 'support');
    expect((await support.write('POST', '/console/messages', good, false)).statusCode).toBe(403);
    expect((await app().db.select().from(inboxCampaigns)).length).toBe(before);
  });
});
