// Writes the OpenAPI document of the app, built in memory on a throw-away database without listening, to
// the file given as the first argument (`npm run lint:openapi` lints it with Redocly).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './plugins/config.ts';

const file = process.argv[2];
if (!file) throw new Error('usage: write-openapi-document.ts FILE');

const app = await buildApp(loadConfig({ DATABASE_URL: 'memory://', LOG_LEVEL: 'silent' }));
await app.ready();
const document = app.swagger();
await app.close();
await mkdir(path.dirname(path.resolve(file)), { recursive: true });
await writeFile(file, `${JSON.stringify(document, null, 2)}\n`);
