export { StatusGate } from './StatusGate.tsx';
export { readCachedStatus } from './status-cache.ts';
export { SystemStatusContext, useSystemStatus } from './status-context.ts';
