import type { Whitelabel } from '@lobby/contract';
import type { RememberedLogin } from './remembered-login.ts';

export type LoginMethod = 'username' | 'sms';

/** Username and password always; mobile and SMS code only with MOBILEVERCODELOGIN3 (the toggle shows then). */
export const loginMethods = (whitelabel: Whitelabel): LoginMethod[] =>
  whitelabel.MOBILEVERCODELOGIN3 ? ['username', 'sms'] : ['username'];

export type SocialProvider = 'facebook' | 'google';

const SOCIAL_SWITCHES: Record<SocialProvider, keyof Whitelabel> = {
  facebook: 'FACEBOOKLOGIN3',
  google: 'GOOGLELOGIN3',
};

/**
 * Providers whose one-click login is set up in this deployment (the phone-verification / OIDC service).
 * None is yet, so the social section stays hidden whatever the switches say.
 */
export const CONFIGURED_SOCIAL_PROVIDERS: readonly SocialProvider[] = [];

/** The social one-click providers to offer: the merchant's switch is on and the provider is configured. */
export const socialLoginProviders = (
  whitelabel: Whitelabel,
  configured: readonly SocialProvider[] = CONFIGURED_SOCIAL_PROVIDERS,
): SocialProvider[] => configured.filter((provider) => whitelabel[SOCIAL_SWITCHES[provider]] === true);

export interface RestoredLogin {
  method: LoginMethod;
  username: string;
  mobileNum: string;
  countryDialingCode: string;
}

/** What a remembered login fills in on load; an SMS one only while mobile-code login is on (spec §4). */
export function restoreLogin(
  remembered: RememberedLogin | undefined,
  mobileCodeLogin: boolean,
): RestoredLogin | undefined {
  if (!remembered) return undefined;
  if (remembered.type === 'sms') {
    if (!mobileCodeLogin) return undefined;
    return {
      method: 'sms',
      username: '',
      mobileNum: remembered.username,
      countryDialingCode: remembered.countryDialingCode,
    };
  }
  return {
    method: 'username',
    username: remembered.username,
    mobileNum: '',
    countryDialingCode: remembered.countryDialingCode,
  };
}
