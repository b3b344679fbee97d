import { lazy } from 'react';
import { screenTextsReady } from '../../shared/i18n/i18n.ts';

export { ReferralPanelHost } from './ReferralPanelHost.tsx';
export { useContractPromptsDue } from './use-contract-prompts-due.ts';
/** Home's contract prompts; loaded only for members they may concern. */
export const ContractPrompts = lazy(() =>
  Promise.all([import('./ContractPrompts.tsx'), screenTextsReady()]).then(([module]) => module),
);
export { useInviteAction } from './use-invite-action.ts';

/** The feature's screens by route name, each loaded when first shown (app/router.tsx). */
export const agentsScreens = {
  agentRegister: () => import('./AgentRegisterScreen.tsx'),
  inviteFriends: () => import('./InviteFriendsScreen.tsx'),
  salaryContract: () => import('./SalaryContractScreen.tsx'),
  dividendContract: () => import('./DividendContractScreen.tsx'),
  hourContract: () => import('./HourContractScreen.tsx'),
};
