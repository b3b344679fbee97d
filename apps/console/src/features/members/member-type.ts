import { isAgent, isRealMember, TRIAL_MEMBER_TYPE } from '@lobby/contract';
import type { TFunction } from 'i18next';

/** A member's type in words: member, agent, trial, or other with its number. */
export function memberTypeText(t: TFunction, type: number): string {
  if (isAgent(type)) return t('members.types.agent');
  if (isRealMember(type)) return t('members.types.member');
  if (type === TRIAL_MEMBER_TYPE) return t('members.types.trial');
  return t('members.types.other', { type });
}
