import { lazy } from 'react';
import { screenTextsReady } from '../../shared/i18n/i18n.ts';

export { ReferralPanelHost } from './ReferralPanelHost.tsx';
export { openReferralPanel } from './referral-panel-store.ts';
export { useContractPromptsDue } from './use-contract-prompts-due.ts';
/** Home's contract prompts; loaded only for members they may concern. */
export const ContractPrompts = lazy(() =>
  Promise.all([import('./ContractPrompts.tsx'), screenTextsReady()]).then(([module]) => module),
);
