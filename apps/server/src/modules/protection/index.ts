export { assertMayLogIn, type ExclusionBlock, exclusionBlock, exclusionError } from './exclusion-block.ts';
export { selfExcludedMemberIds } from './exclusion-repository.ts';
export { protectionRoutes } from './protection-routes.ts';
