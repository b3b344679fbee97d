import { randomInt } from 'node:crypto';

/** Trial names: this prefix and 10 random characters. Registration refuses usernames with the prefix. */
export const TRIAL_NAME_PREFIX = 'trial_';
const TRIAL_NAME = /^trial_[a-z0-9]{10}$/;
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

export const newTrialName = (): string =>
  TRIAL_NAME_PREFIX + Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

export const isValidTrialName = (name: string): boolean => TRIAL_NAME.test(name);

/** Whether a username falls in the trial names' space (case-insensitive). */
export const isTrialName = (name: string): boolean => name.toLowerCase().startsWith(TRIAL_NAME_PREFIX);
