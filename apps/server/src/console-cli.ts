// `npm run console -- create-operator --merchant CODE --role ROLE --username NAME [--base-url URL]`: creates
// an operator (no --merchant: a platform operator) and prints their one-time enrolment link. The embedded
// database can be opened by one process only: run it while the server is stopped (decision 0039).

import { parseArgs } from 'node:util';
import { ConsoleRole, OperatorUsername } from '@lobby/contract';
import { openDatabase } from './db/client.ts';
import { merchantExists } from './modules/merchants/index.ts';
import { createOperatorWithEnrolment, enrolmentPath } from './modules/operators/index.ts';
import { MIGRATIONS_DIR } from './paths.ts';
import { ConfigError, loadConfig } from './plugins/config.ts';
import { ApiError } from './shared/api-error.ts';

const USAGE =
  'usage: npm run console -- create-operator [--merchant CODE] --role owner|admin|finance|support|content|auditor --username NAME [--base-url URL]';

class UsageError extends Error {}

function readArguments() {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: {
      merchant: { type: 'string' },
      role: { type: 'string' },
      username: { type: 'string' },
      'base-url': { type: 'string' },
    },
  });
  const role = ConsoleRole.safeParse(values.role);
  const username = OperatorUsername.safeParse(values.username);
  if (positionals.join(' ') !== 'create-operator' || !role.success || !username.success)
    throw new UsageError(USAGE);
  return {
    merchantCode: values.merchant ?? null,
    role: role.data,
    username: username.data,
    baseUrl: values['base-url'],
  };
}

async function run(): Promise<string> {
  const input = readArguments();
  const config = loadConfig(process.env);
  const database = await openDatabase(config.database, MIGRATIONS_DIR);
  try {
    await database.migrate();
    if (input.merchantCode !== null && !(await merchantExists(database.db, input.merchantCode)))
      throw new UsageError(`no merchant ${input.merchantCode}`);
    const { token } = await createOperatorWithEnrolment(database.db, input, new Date());
    const baseUrl = input.baseUrl ?? `http://localhost:${config.port}`;
    return `operator ${input.username} (${input.role}, ${input.merchantCode ?? 'platform'}) created; one-time enrolment link (72 hours):\n${baseUrl}${enrolmentPath(token)}`;
  } finally {
    await database.close();
  }
}

run().then(
  (message) => process.stdout.write(`${message}\n`),
  (error: unknown) => {
    const known = error instanceof UsageError || error instanceof ConfigError;
    process.stderr.write(
      `${known ? error.message : error instanceof ApiError ? error.code : String(error)}\n`,
    );
    process.exit(1);
  },
);
