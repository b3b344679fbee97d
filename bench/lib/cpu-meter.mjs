// CPU time spent by the server process, the database's backends (PostgreSQL: this database's connections)
// and this client process, read from /proc, so that runs on a shared machine compare by CPU per request: a
// rate measures the neighbours, CPU per request much less.
import { readFileSync } from 'node:fs';
import pg from 'pg';

/** Linux counts a process's CPU time in ticks of 1/100 s (USER_HZ). */
const MS_PER_TICK = 10;

/** User and system CPU milliseconds of process `pid`, 0 when it is gone or unreadable. */
function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name in parentheses: state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
  } catch {
    return 0;
  }
}

/**
 * A meter of the server process `serverPid` and, with `databaseUrl`, of the PostgreSQL backends connected to
 * that database (other than the meter's own). `sample()` answers the CPU milliseconds so far; `perRequest`
 * turns two samples into milliseconds per request. PGlite runs inside the server: no database column then.
 */
export async function cpuMeter({ serverPid, databaseUrl }) {
  const client = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : undefined;
  await client?.connect();
  const backends = async () =>
    client
      ? (
          await client.query(
            `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
          )
        ).rows.map((row) => row.pid)
      : [];
  return {
    async sample() {
      const { user, system } = process.cpuUsage();
      return {
        server: cpuMsOf(serverPid),
        database: new Map((await backends()).map((pid) => [pid, cpuMsOf(pid)])),
        client: (user + system) / 1000,
      };
    },
    /** CPU ms per request between two samples; a backend that connected in between counts all its CPU. */
    perRequest(before, after, requests) {
      let database = 0;
      for (const [pid, ms] of after.database) database += ms - (before.database.get(pid) ?? 0);
      const per = (ms) => ms / Math.max(1, requests);
      return {
        server: per(after.server - before.server),
        database: client ? per(database) : undefined,
        client: per(after.client - before.client),
      };
    },
    close: () => client?.end(),
  };
}

/** "server 0.41 / database 0.52 / client 0.30 ms" for a row of a bench's table. */
export function formatCpu({ server, database, client }) {
  const parts = [`server ${server.toFixed(2)}`];
  if (database !== undefined) parts.push(`database ${database.toFixed(2)}`);
  parts.push(`client ${client.toFixed(2)} ms`);
  return parts.join(' / ');
}
