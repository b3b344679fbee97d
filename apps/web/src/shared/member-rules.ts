import { type CustomerServiceEntry, isAgent, type PromoKey, type Promotions } from '@lobby/contract';
import { ROUTE_PATHS } from './routes.ts';
import { isFreeAccount, type SessionInfo } from './session.ts';

export type Destination =
  | { kind: 'route'; path: string }
  | { kind: 'external'; url: string }
  | { kind: 'none' };

const SAFE_URL = /^(https?:|mailto:|tel:)/i;
const isAppPath = (url: string): boolean => url.startsWith('/') && !url.startsWith('//');

/** A configured link: paths of this site open as screens, the rest outside. */
export const destinationOf = (url: string | undefined): Destination => {
  if (!url) return { kind: 'none' };
  return isAppPath(url) ? { kind: 'route', path: url } : { kind: 'external', url };
};

/**
 * Customer-service paths arrive base64-encoded; only paths of this site and web, mail and phone
 * links are followed.
 */
export function customerServiceUrl(
  entries: readonly CustomerServiceEntry[],
  csType: CustomerServiceEntry['csType'],
): string | undefined {
  const path = entries.find((entry) => entry.csType === csType)?.path;
  if (!path) return undefined;
  try {
    const url = atob(path).trim();
    return SAFE_URL.test(url) || isAppPath(url) ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Invite: agents go to agent registration; else the referral page if the promo runs; else customer service. */
export function inviteDestination(
  session: SessionInfo | undefined,
  promotions: Promotions,
  customerService: readonly CustomerServiceEntry[],
): Destination {
  if (session && isAgent(session.type)) return { kind: 'route', path: ROUTE_PATHS.agentRegister };
  if (promotions.REFERRAL?.enabled) return { kind: 'route', path: ROUTE_PATHS.inviteFriends };
  return destinationOf(customerServiceUrl(customerService, '3'));
}

/** Member centre: guests log in, free or trial accounts are offered registration, members enter. */
export function memberCentreAction(session: SessionInfo | undefined): 'login' | 'register-prompt' | 'enter' {
  if (!session) return 'login';
  return isFreeAccount(session.type) ? 'register-prompt' : 'enter';
}

export const isPromoEnabled = (promotions: Promotions, key: PromoKey): boolean =>
  promotions[key]?.enabled === true;
