export { assertMayLogIn, type ExclusionBlock, exclusionBlock, exclusionError } from './exclusion-block.ts';
export { type ListedExclusion, listExclusions, memberExclusions } from './exclusion-list.ts';
export {
  assertNotRegistered,
  type ExclusionRegister,
  exclusionRegisterOf,
  type RegisterPerson,
} from './exclusion-register.ts';
export { selfExcludedMemberIds } from './exclusion-repository.ts';
export { protectionRoutes } from './protection-routes.ts';
export { insertRegisterEntry, listRegisterEntries, removeRegisterEntry } from './register-repository.ts';
