// `npm start`: build what is stale, then run the server (migrations and the demo seed run at its start).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-state.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
buildIfStale(root);
await import(join(root, 'apps/server/dist/main.js'));
