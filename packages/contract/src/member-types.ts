/*
 * Member types of the specification. Zod-free on purpose: the web bundle imports these rules.
 * 0, 1, 2 are real accounts; 4 and any other type is a free/trial account; 40, 41, 42 are never agents.
 * An agent is a real account with a type above 0 (the reading that describes agents), i.e. 1 or 2.
 */

export const REAL_MEMBER_TYPES: readonly number[] = [0, 1, 2];
export const TRIAL_MEMBER_TYPE = 4;
const NON_AGENT_TYPES: readonly number[] = [4, 40, 41, 42];

export const isRealMember = (type: number): boolean => REAL_MEMBER_TYPES.includes(type);
export const isAgent = (type: number): boolean =>
  isRealMember(type) && type > 0 && !NON_AGENT_TYPES.includes(type);
