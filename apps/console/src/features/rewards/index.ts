export { RewardClaimsPage } from './RewardClaimsPage.tsx';
export { TurnoverPanel } from './TurnoverPanel.tsx';
