import { problemText } from '../../shared/forms/problem.ts';
import { refusalOf } from '../../shared/forms/server-errors.ts';
import { i18n } from '../../shared/i18n/i18n.ts';
import { readSession } from '../../shared/session.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { createTrialAccount } from './api/create-trial-account.ts';
import { trialLogin } from './api/trial-login.ts';
import { startTrialSession } from './session-start.ts';

/**
 * Test play (spec §4): the loading message, a fresh trial name, the trial login and its session. Tells
 * whether a trial session now exists; a failure is shown as a toast. `ageConfirmed`: the player's
 * confirmation of the minimum age, where the merchant's free play asks for it (decision 0056).
 */
export async function startTestPlay(ageConfirmed?: boolean): Promise<boolean> {
  const hide = showToast(i18n.t('common.in_please_wait'), 'wait');
  try {
    startTrialSession(await trialLogin(await createTrialAccount(), ageConfirmed));
    hide();
    return readSession() !== undefined;
  } catch (error) {
    hide();
    showToast(problemText(refusalOf(error)));
    return false;
  }
}
