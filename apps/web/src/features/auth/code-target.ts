import type { Country } from '@lobby/contract';
import type { CodeTarget } from './api/send-verification-code.ts';

/** The part of a form that sends an SMS code: its mobile number, checked on its own first. */
interface MobileForm {
  values: { mobileNum: string };
  validateOne(field: 'mobileNum'): boolean;
  focus(field: 'mobileNum'): void;
}

/** Where an SMS code goes, once the mobile field checks out and a country is known; else it is focused. */
export function codeTargetOf(
  form: MobileForm,
  country: Country | undefined,
  purpose: CodeTarget['purpose'],
): CodeTarget | undefined {
  if (!form.validateOne('mobileNum') || !country) {
    form.focus('mobileNum');
    return undefined;
  }
  return { mobileNo: form.values.mobileNum, countryDialingCode: country.dialingCode, purpose };
}

/** The send-code and login requests name the mobile number mobileNo and its country countryDialingCode. */
export const MOBILE_ALIASES = { mobileNo: 'mobileNum', countryDialingCode: 'mobileNum' } as const;
