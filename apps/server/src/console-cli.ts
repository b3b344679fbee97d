// `npm run console -- create-operator --merchant CODE --role ROLE --username NAME [--base-url URL]`: creates
// an operator (no --merchant: a platform operator) and prints their one-time enrolment link. The embedded
// database can be opened by one process only: run it while the server is stopped (decision 0039).

import { explainConsoleError, runConsoleCommand } from './console-command.ts';
import { runCommandLine } from './shared/command-line.ts';

runCommandLine(runConsoleCommand(process.argv.slice(2), process.env), explainConsoleError);
