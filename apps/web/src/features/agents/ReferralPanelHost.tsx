import { lazy, Suspense } from 'react';
import { screenTextsReady } from '../../shared/i18n/i18n.ts';
import { closeReferralPanel, useReferralPanelOpen } from './referral-panel-store.ts';

const ReferralPanel = lazy(() =>
  Promise.all([import('./ReferralPanel.tsx'), screenTextsReady()]).then(([module]) => module),
);

/** Where the referral panel appears; its code (and the QR encoder) loads the first time it opens. */
export function ReferralPanelHost() {
  const open = useReferralPanelOpen();
  return open ? (
    <Suspense fallback={null}>
      <ReferralPanel open onClose={closeReferralPanel} />
    </Suspense>
  ) : null;
}
