import type { Db } from '../../db/client.ts';
import { ApiError } from '../../shared/api-error.ts';
import { type RegisterMobile, registerMatches } from './register-repository.ts';

/** Who is registering or logging in, as an exclusion register is asked about them (docs/exclusion-register.md). */
export interface RegisterPerson {
  merchantCode: string;
  username: string | null;
  mobile: RegisterMobile | null;
  /** YYYY-MM-DD where the merchant asks for it; a national register may match on it. */
  dateOfBirth: string | null;
}

/** An exclusion register: the merchant's own list, or a national (GAMSTOP-style) service. */
export interface ExclusionRegister {
  /** True when the person is on the register and may neither register nor log in. */
  excludes(person: RegisterPerson): Promise<boolean>;
}

/** The default register: the merchant's own list kept in the console (decision 0055). */
export const merchantExclusionList = (db: Db): ExclusionRegister => ({
  excludes: (person) => registerMatches(db, person.merchantCode, person),
});

/** The register registration and login ask; the one place where another register is plugged in. */
export const exclusionRegisterOf = (db: Db): ExclusionRegister => merchantExclusionList(db);

/** 403 exclusion_registered when the person is on the register; nothing about them is written. */
export async function assertNotRegistered(db: Db, person: RegisterPerson): Promise<void> {
  if (await exclusionRegisterOf(db).excludes(person)) throw new ApiError(403, 'exclusion_registered');
}
