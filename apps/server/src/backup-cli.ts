// `npm run db:backup -- FILE` and `npm run db:restore -- FILE`: the embedded database (DATA_DIR) to and from
// a gzipped tarball. PostgreSQL (DATABASE_URL) is backed up with its own tools: README, Operations.

import { explainBackupError, runBackupCommand } from './backup-command.ts';
import { runCommandLine } from './shared/command-line.ts';

runCommandLine(runBackupCommand(process.argv.slice(2), process.env), explainBackupError);
