import type { SessionGrant, TrialGrant } from '@lobby/contract';
import { writeSession } from '../../shared/session.ts';
import { STORAGE_KEYS, writeStored } from '../../shared/storage.ts';

/** A login or registration: MC_SESSION_INFO {token, merchantCode, userName, type, firstTimeLogin} (spec §3). */
export function startSession(grant: SessionGrant): void {
  writeStored(STORAGE_KEYS.trialUser, null, 'session');
  writeSession({
    token: grant.token,
    merchantCode: grant.merchantCode,
    userName: grant.userName,
    type: grant.type,
    firstTimeLogin: grant.firstTimeLogin,
  });
}

/** Test play: the session's type is the trial's customerType; the trial name is kept in session storage. */
export function startTrialSession(grant: TrialGrant): void {
  writeStored(STORAGE_KEYS.trialUser, grant.userName, 'session');
  writeSession({
    token: grant.token,
    merchantCode: grant.merchantCode,
    userName: grant.userName,
    type: grant.customerType,
    firstTimeLogin: false,
  });
}
