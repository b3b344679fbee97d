import { NO_CONTRACT_PROMPT_TYPES } from '@lobby/contract';
import { type SessionInfo, useSession } from '../../shared/session.ts';
import { useSystemStatus } from '../../shared/system-status.ts';

/** Spec §2: prompts only when logged in, AGENTPOLICY3 is on and the member type is not 4, 40, 41 or 42. */
const contractPromptsDue = (session: SessionInfo | undefined, agentPolicy: boolean): boolean =>
  session !== undefined && agentPolicy && !NO_CONTRACT_PROMPT_TYPES.includes(session.type);

/** Whether home should load the contract prompts at all (their code loads only then). */
export function useContractPromptsDue(): boolean {
  const session = useSession();
  const { info } = useSystemStatus();
  return contractPromptsDue(session, info.whitelabel.AGENTPOLICY3 === true);
}
