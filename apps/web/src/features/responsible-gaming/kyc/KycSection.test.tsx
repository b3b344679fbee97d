import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../shared/ui/Toaster.tsx';
import { mockApi, ok, refuse } from '../../../test/api.ts';
import { signIn } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { KycSection } from './KycSection.tsx';

const document = {
  id: '5f0c3a52-7a1e-4c51-9b7e-1d2c3b4a5e6f',
  kind: 'identity',
  status: 'pending',
  uploadedAt: '2026-03-01T10:00:00.000Z',
  reviewedAt: null,
  rejectReason: null,
};

describe('KycSection', () => {
  it('shows the status and documents, and sends a picked document with its kind', async () => {
    signIn();
    let documents = [] as object[];
    const { calls } = mockApi({
      getKycStatus: () => ok({ verified: false, documents }),
      uploadKycDocument: () => {
        documents = [document];
        return ok(document);
      },
    });
    const { user } = renderInApp(
      <>
        <KycSection />
        <Toaster />
      </>,
    );
    expect(await screen.findByText('Your identity is not verified yet.')).toBeInTheDocument();
    const pdf = new File(['%PDF-1.7'], 'passport.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Identity document (ID card or passport)'), pdf);
    expect(await screen.findByText('Identity document: Waiting for review')).toBeInTheDocument();
    const sent = calls.find((call) => call.operation === 'uploadKycDocument')?.body as FormData;
    expect([sent.get('kind'), (sent.get('document') as File).name]).toEqual(['identity', 'passport.pdf']);
  });

  it("tells the server's refusal of a file type", async () => {
    signIn();
    mockApi({
      getKycStatus: ok({ verified: true, documents: [] }),
      uploadKycDocument: refuse('document_type_not_allowed', 400, { field: 'document' }),
    });
    const { user } = renderInApp(
      <>
        <KycSection />
        <Toaster />
      </>,
    );
    expect(await screen.findByText('Your identity is verified.')).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Proof of address (utility bill or bank statement)'),
      new File(['GIF89a'], 'bill.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Upload a PNG, JPG or PDF file.')).toBeInTheDocument();
  });
});
