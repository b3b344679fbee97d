export { StatusGate } from './StatusGate.tsx';
export { readCachedStatus } from './status-cache.ts';
export { systemStatusQuery } from './status-query.ts';
