/**
 * Runs a command line's work (`npm run db:backup`, `npm run console`): its message on stdout, or what went
 * wrong on stderr and exit code 1. The work itself lives in a module of its own, so tests run it in-process.
 */
export function runCommandLine(work: Promise<string>, explain: (error: unknown) => string): void {
  work.then(
    (message) => process.stdout.write(`${message}\n`),
    (error: unknown) => {
      process.stderr.write(`${explain(error)}\n`);
      process.exit(1);
    },
  );
}
