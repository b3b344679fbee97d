import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { putMerchant, useTestApp } from '../../test/app.ts';
import { memberSession } from '../../test/member-sessions.ts';
import { GOOD_TEXT, JPEG, PNG, submitFeedback } from '../../test/multipart-form.ts';
import { type ConsoleCaller, operatorSession, signInDemoOperator } from '../../test/operators.ts';

const app = useTestApp();

let demoOperator: Promise<ConsoleCaller> | undefined;
/** The demo operator, signed in once: a TOTP code counts once per time step. */
const admin = () => {
  demoOperator ??= signInDemoOperator(app());
  return demoOperator;
};

/** A new member of `merchant` who sent feedback with a png and a jpeg; answers the member and the ticket id. */
async function memberWithFeedback(merchant?: string) {
  const member = await memberSession(app(), merchant ? { merchant } : {});
  const sent = await submitFeedback(app(), member.headers, { category: 'problem', content: GOOD_TEXT }, [
    { filename: 'a.png', type: 'image/png', bytes: PNG },
    { filename: 'b.jpg', type: 'image/jpeg', bytes: JPEG },
  ]);
  expect(sent.statusCode, sent.body).toBe(200);
  return { member, ticketId: sent.json().value.id as string };
}

describe('console feedback', () => {
  it('lists the merchant’s feedback newest first with attachments the operator may open', async () => {
    const operator = await admin();
    const { member, ticketId } = await memberWithFeedback();
    const response = await operator.get(`/console/feedback?memberId=${member.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json().value;
    expect(page).toMatchObject({ page: 1, hasMore: false });
    expect(page.list).toHaveLength(1);
    const [ticket] = page.list;
    expect(ticket).toMatchObject({
      id: ticketId,
      memberId: member.id,
      memberUsername: member.username,
      merchantCode: 'demo',
      category: 'problem',
      content: GOOD_TEXT,
      status: 'open',
      answer: null,
      answeredBy: null,
    });
    expect(ticket.attachments.map((image: { mimeType: string }) => image.mimeType)).toEqual([
      'image/png',
      'image/jpeg',
    ]);
    const image = await operator.get(ticket.attachments[1].path);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload).toEqual(JPEG);
    expect((await operator.get(`/console/feedback/${ticketId}/images/5`)).statusCode).toBe(404);
    // The image needs the console session.
    expect(
      (await app().inject({ method: 'GET', url: `/api/v1${ticket.attachments[0].path}` })).statusCode,
    ).toBe(401);

    const newer = await memberWithFeedback();
    const open = (await operator.get('/console/feedback?status=open')).json().value.list;
    expect(open[0].id).toBe(newer.ticketId);
    expect(open.map((item: { id: string }) => item.id)).toContain(ticketId);
  });

  it('answers once: the member sees the answer in their feedback and gets an inbox message', async () => {
    const operator = await admin();
    const { member, ticketId } = await memberWithFeedback();
    const answer = 'Thank you, we fixed the lobby.\nPlease try again.';
    const response = await operator.write('POST', `/console/feedback/${ticketId}/answer`, { text: answer });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toMatchObject({ status: 'answered', answer, answeredBy: 'admin' });

    const mine = (await member.get('/feedback')).json().value.list;
    expect(mine[0]).toMatchObject({ id: ticketId, status: 'answered', answer });
    expect(mine[0].answeredAt).toEqual(expect.any(String));
    const inbox = (await member.get('/messages/inbox')).json().value;
    expect(inbox.unReadCount).toBe(1);
    expect(inbox.list[0]).toMatchObject({ code: 'feedback_answered', params: { answer } });
    expect(inbox.list[0].content).toBe('<p>Thank you, we fixed the lobby.</p><p>Please try again.</p>');

    const again = await operator.write('POST', `/console/feedback/${ticketId}/answer`, { text: 'Another' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('feedback_already_answered');
    expect((await member.get('/feedback')).json().value.list[0].answer).toBe(answer);
    expect((await member.get('/messages/inbox')).json().value.totalCount).toBe(1);

    const answered = (await operator.get(`/console/feedback?status=answered&memberId=${member.id}`)).json()
      .value;
    expect(answered.list.map((item: { id: string }) => item.id)).toEqual([ticketId]);
    const audit = (await operator.get('/console/audit-events?action=feedback.answered')).json().value.list;
    expect(audit[0]).toMatchObject({ target: ticketId, operatorUsername: 'admin', after: { answer } });
  });

  it('lets exactly one of two operators answering at once win', async () => {
    const first = await admin();
    const second = await operatorSession(app(), 'support');
    const { member, ticketId } = await memberWithFeedback();
    const results = await Promise.all([
      first.write('POST', `/console/feedback/${ticketId}/answer`, { text: 'First answer' }),
      second.write('POST', `/console/feedback/${ticketId}/answer`, { text: 'Second answer' }),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    expect((await member.get('/messages/inbox')).json().value.totalCount).toBe(1);
  });

  it('refuses bad input with the field named, changing nothing', async () => {
    const operator = await admin();
    const { member, ticketId } = await memberWithFeedback();
    const cases: [object, string][] = [
      [{}, 'text'],
      [{ text: '' }, 'text'],
      [{ text: '   ' }, 'text'],
      [{ text: 'x'.repeat(2001) }, 'text'],
      [{ text: 'bad\u0000text' }, 'text'],
      [{ text: 42 }, 'text'],
    ];
    for (const [body, field] of cases) {
      const response = await operator.write('POST', `/console/feedback/${ticketId}/answer`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error', value: { field } });
    }
    const badId = await operator.write('POST', '/console/feedback/not-a-uuid/answer', { text: 'Hello' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().value.field).toBe('id');
    const unknown = await operator.write('POST', `/console/feedback/${randomUUID()}/answer`, {
      text: 'Hello',
    });
    expect(unknown.statusCode).toBe(404);
    for (const query of ['status=closed', 'page=0', 'memberId=nope']) {
      const response = await operator.get(`/console/feedback?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    expect((await member.get('/feedback')).json().value.list[0]).toMatchObject({
      status: 'received',
      answer: null,
    });
    expect((await member.get('/messages/inbox')).json().value.totalCount).toBe(0);
  });

  it('refuses roles without the permission (audited), writes without CSRF, and other merchants’ tickets', async () => {
    const { member, ticketId } = await memberWithFeedback();
    const finance = await operatorSession(app(), 'finance');
    expect((await finance.get('/console/feedback')).statusCode).toBe(200);
    const refused = await finance.write('POST', `/console/feedback/${ticketId}/answer`, { text: 'Hi' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('forbidden');
    const content = await operatorSession(app(), 'content');
    expect((await content.get('/console/feedback')).statusCode).toBe(403);
    const support = await operatorSession(app(), 'support');
    const noCsrf = await support.write('POST', `/console/feedback/${ticketId}/answer`, { text: 'Hi' }, false);
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().code).toBe('csrf_invalid');
    const owner = await admin();
    const refusals = (await owner.get('/console/audit-events?action=permission.refused')).json().value.list;
    expect(refusals.some((event: { target: string }) => event.target === 'answerFeedback')).toBe(true);

    await putMerchant(app(), 'other', { domains: ['other.test'] });
    const foreign = await operatorSession(app(), 'owner', 'other');
    const list = (await foreign.get('/console/feedback')).json().value.list;
    expect(list.map((item: { id: string }) => item.id)).not.toContain(ticketId);
    const answer = await foreign.write('POST', `/console/feedback/${ticketId}/answer`, { text: 'Hi' });
    expect(answer.statusCode).toBe(404);
    expect((await foreign.get(`/console/feedback/${ticketId}/images/0`)).statusCode).toBe(404);
    expect((await member.get('/feedback')).json().value.list[0].status).toBe('received');

    const platform = await operatorSession(app(), 'owner', null);
    const all = (await platform.get(`/console/feedback?memberId=${member.id}`)).json().value.list;
    expect(all.map((item: { id: string }) => item.id)).toEqual([ticketId]);
  });
});
