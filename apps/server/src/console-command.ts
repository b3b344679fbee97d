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

function readArguments(args: readonly string[]) {
  const { positionals, values } = parseArgs({
    args: [...args],
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

/** `create-operator …` on the database named by `env`: what was created and its one-time enrolment link. */
export async function runConsoleCommand(args: readonly string[], env: NodeJS.ProcessEnv): Promise<string> {
  const input = readArguments(args);
  const config = loadConfig(env);
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

/** The line the command line prints for a failure: the usage, the reason, or the API error's code. */
export function explainConsoleError(error: unknown): string {
  if (error instanceof UsageError || error instanceof ConfigError) return error.message;
  return error instanceof ApiError ? error.code : String(error);
}
