export { startingStatus } from './embedded-status.ts';
export { StatusGate } from './StatusGate.tsx';
export { systemStatusQuery } from './status-query.ts';
