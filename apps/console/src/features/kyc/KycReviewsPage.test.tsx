import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { KycReviewsPage } from './KycReviewsPage.tsx';

const session = (role = 'support') => ({
  status: 200,
  value: {
    operator: { id: crypto.randomUUID(), username: 'me', role, merchantCode: 'demo' },
    csrfToken: 'csrf-1',
    expiresAt: '2026-11-25T12:00:00.000Z',
  },
});

const review = (memberUsername: string, extra: object = {}) => {
  const id = crypto.randomUUID();
  return {
    id,
    memberId: crypto.randomUUID(),
    memberUsername,
    merchantCode: 'demo',
    kind: 'identity',
    status: 'pending',
    mimeType: 'image/png',
    filePath: `/console/kyc/documents/${id}/file`,
    uploadedAt: '2026-11-25T01:00:00.000Z',
    reviewedAt: null,
    reviewedByUsername: null,
    rejectReason: null,
    ...extra,
  };
};

const page = (list: object[], hasMore = false) => ({ status: 200, value: { list, page: 1, hasMore } });

describe('KYC reviews page', () => {
  it('lists pending documents; support opens an identity document and approves it', async () => {
    const bob = review('bob');
    const calls = fakeApi({
      'GET /console/session': () => session(),
      'GET /console/kyc/documents?status=pending': () => page([bob]),
      [`POST /console/kyc/documents/${bob.id}/review`]: () => ({
        status: 200,
        value: { ...bob, status: 'approved', reviewedByUsername: 'me' },
      }),
    });
    const { user } = renderPage(<KycReviewsPage />, '/kyc');
    const table = await screen.findByRole('table', { name: 'KYC reviews' });
    expect(within(table).getByRole('cell', { name: 'Identity document' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open the Identity document of bob' }));
    const viewer = await screen.findByRole('dialog', { name: 'Identity document of bob' });
    expect(within(viewer).getByRole('img', { name: 'Identity document of bob' })).toHaveAttribute(
      'src',
      `/api/v1/console/kyc/documents/${bob.id}/file`,
    );
    await user.click(within(viewer).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the document' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({ approve: true });
    expect(sent?.headers['x-csrf-token']).toBe('csrf-1');
  });

  it('offers a PDF as a link to open it, not inline', async () => {
    const proof = review('carol', { kind: 'address', mimeType: 'application/pdf' });
    fakeApi({
      'GET /console/session': () => session(),
      'GET /console/kyc/documents?status=pending': () => page([proof]),
    });
    const { user } = renderPage(<KycReviewsPage />, '/kyc');
    await user.click(await screen.findByRole('button', { name: 'Open the Proof of address of carol' }));
    const viewer = await screen.findByRole('dialog', { name: 'Proof of address of carol' });
    expect(within(viewer).getByRole('link', { name: 'Open the PDF in a new tab' })).toHaveAttribute(
      'href',
      `/api/v1/console/kyc/documents/${proof.id}/file`,
    );
    expect(within(viewer).queryByRole('img')).not.toBeInTheDocument();
  });

  it('a rejection needs a reason; a document someone else decided says so', async () => {
    const bob = review('bob');
    const calls = fakeApi({
      'GET /console/session': () => session(),
      'GET /console/kyc/documents?status=pending': () => page([bob]),
      [`POST /console/kyc/documents/${bob.id}/review`]: () => ({
        status: 409,
        code: 'kyc_document_moved_on',
      }),
    });
    const { user } = renderPage(<KycReviewsPage />, '/kyc');
    await user.click(await screen.findByRole('button', { name: 'Reject the Identity document of bob' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the document' });
    const reject = within(dialog).getByRole('button', { name: 'Reject' });
    expect(reject).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason'), 'Photo is blurred');
    await user.click(reject);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Someone else has already decided this document.',
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      approve: false,
      reason: 'Photo is blurred',
    });
  });

  it('finance reads the queue and opens documents without Approve or Reject', async () => {
    fakeApi({
      'GET /console/session': () => session('finance'),
      'GET /console/kyc/documents?status=pending': () => page([review('bob')]),
    });
    const { user } = renderPage(<KycReviewsPage />, '/kyc');
    await user.click(await screen.findByRole('button', { name: 'Open the Identity document of bob' }));
    const viewer = await screen.findByRole('dialog', { name: 'Identity document of bob' });
    expect(within(viewer).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Approve the Identity document of bob' }),
    ).not.toBeInTheDocument();
  });

  it('keeps status, kind, member and page in the address', async () => {
    fakeApi({
      'GET /console/session': () => session(),
      'GET /console/kyc/documents?status=rejected&member=bob': () =>
        page(
          [review('bob', { status: 'rejected', reviewedByUsername: 'dave', rejectReason: 'expired' })],
          true,
        ),
      'GET /console/kyc/documents?kind=address&member=bob': () => page([]),
    });
    const { user, history } = renderPage(<KycReviewsPage />, '/kyc?status=rejected&member=bob');
    expect(await screen.findByText('By dave. Reason: expired')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(history.at(-1)).toBe('/kyc?status=rejected&member=bob&page=2');
    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    await user.selectOptions(screen.getByLabelText('Document'), 'address');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(history.at(-1)).toBe('/kyc?status=all&kind=address&member=bob');
    expect(await screen.findByText('No documents match these filters.')).toBeInTheDocument();
  });
});
