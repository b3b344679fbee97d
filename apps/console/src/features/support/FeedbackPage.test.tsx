import type { FeedbackTicket } from '@lobby/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { FeedbackPage } from './FeedbackPage.tsx';

const TICKET_ID = '2f1c1c9e-5b1a-4a57-9a59-0d5c3b0b8a01';

const ticket = (overrides: Partial<FeedbackTicket> = {}): FeedbackTicket => ({
  id: TICKET_ID,
  memberId: '7b0a3f7e-2b9e-4a55-9a0c-7e1f9b0c1d22',
  memberUsername: 'player1',
  merchantCode: 'demo',
  category: 'problem',
  content: 'The lobby loads slowly in the evening.',
  attachments: [
    { position: 0, mimeType: 'image/png', path: `/console/feedback/${TICKET_ID}/images/0` },
    { position: 1, mimeType: 'image/jpeg', path: `/console/feedback/${TICKET_ID}/images/1` },
  ],
  status: 'open',
  answer: null,
  answeredBy: null,
  answeredAt: null,
  createdAt: '2026-11-25T01:00:00.000Z',
  ...overrides,
});

describe('feedback page', () => {
  it('keeps the status filter in the address and lists the tickets', async () => {
    const calls = fakeApi({
      'GET /console/feedback?status=open': () => ({
        status: 200,
        value: { list: [ticket()], page: 1, hasMore: false },
      }),
      'GET /console/feedback?status=answered': () => ({
        status: 200,
        value: { list: [], page: 1, hasMore: false },
      }),
    });
    const { user, history } = renderPage(<FeedbackPage />, '/feedback?status=open');
    const table = await screen.findByRole('table', { name: 'Feedback' });
    expect(within(table).getByRole('cell', { name: 'player1' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Problem' })).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('open');
    await user.selectOptions(screen.getByLabelText('Status'), 'answered');
    expect(await screen.findByText('No feedback matches this filter.')).toBeInTheDocument();
    expect(history.at(-1)).toBe('/feedback?status=answered');
    expect(calls.map((call) => call.path)).toContain('/console/feedback?status=answered');
  });

  it('opens a ticket with its images and answers it; an answered ticket shows the answer', async () => {
    let answered = false;
    const calls = fakeApi({
      'GET /console/feedback': () => ({
        status: 200,
        value: {
          list: [
            answered
              ? ticket({
                  status: 'answered',
                  answer: 'We fixed it.',
                  answeredBy: 'admin',
                  answeredAt: '2026-11-25T02:00:00.000Z',
                })
              : ticket(),
          ],
          page: 1,
          hasMore: false,
        },
      }),
      [`POST /console/feedback/${TICKET_ID}/answer`]: () => {
        answered = true;
        return {
          status: 200,
          value: ticket({
            status: 'answered',
            answer: 'We fixed it.',
            answeredBy: 'admin',
            answeredAt: '2026-11-25T02:00:00.000Z',
          }),
        };
      },
    });
    const { user, history } = renderPage(<FeedbackPage />, '/feedback');
    await user.click(await screen.findByRole('button', { name: 'View the feedback of player1' }));
    expect(history.at(-1)).toBe(`/feedback?ticket=${TICKET_ID}`);
    const panel = await screen.findByRole('region', { name: 'Feedback from player1' });
    expect(within(panel).getByText('The lobby loads slowly in the evening.')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Open Image 2 of 2 larger' }));
    const dialog = screen.getByRole('dialog', { name: 'Image 2 of 2' });
    expect(within(dialog).getByRole('img', { name: 'Image 2 of 2' })).toHaveAttribute(
      'src',
      `/api/v1/console/feedback/${TICKET_ID}/images/1`,
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(within(panel).getByLabelText('Your answer to the member'), 'We fixed it.');
    await user.click(within(panel).getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Answered by admin on', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('We fixed it.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your answer to the member')).not.toBeInTheDocument();
    const answer = calls.find((call) => call.method === 'POST');
    expect(answer?.body).toEqual({ text: 'We fixed it.' });
  });

  it('keeps a ticket answered here open although the open filter no longer lists it', async () => {
    let answered = false;
    fakeApi({
      'GET /console/feedback?status=open': () => ({
        status: 200,
        value: { list: answered ? [] : [ticket()], page: 1, hasMore: false },
      }),
      [`POST /console/feedback/${TICKET_ID}/answer`]: () => {
        answered = true;
        return {
          status: 200,
          value: ticket({
            status: 'answered',
            answer: 'Done.',
            answeredBy: 'admin',
            answeredAt: '2026-11-25T02:00:00.000Z',
          }),
        };
      },
    });
    const { user } = renderPage(<FeedbackPage />, `/feedback?status=open&ticket=${TICKET_ID}`);
    await user.type(await screen.findByLabelText('Your answer to the member'), 'Done.');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('No feedback matches this filter.')).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Feedback from player1' });
    expect(within(panel).getByText('Done.')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Write to player1' })).toHaveAttribute(
      'href',
      '/messages?memberId=7b0a3f7e-2b9e-4a55-9a0c-7e1f9b0c1d22',
    );
  });

  it('says so when another operator answered first', async () => {
    fakeApi({
      'GET /console/feedback': () => ({ status: 200, value: { list: [ticket()], page: 1, hasMore: false } }),
      [`POST /console/feedback/${TICKET_ID}/answer`]: () => ({
        status: 409,
        code: 'feedback_already_answered',
      }),
    });
    const { user } = renderPage(<FeedbackPage />, `/feedback?ticket=${TICKET_ID}`);
    await user.type(await screen.findByLabelText('Your answer to the member'), 'Late answer');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This feedback was answered already.');
  });
});
