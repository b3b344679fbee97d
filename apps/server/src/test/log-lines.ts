import { Writable } from 'node:stream';

/** A log stream for an app under test (`logStream`), keeping each line it writes in `lines`. */
export function capturedLog(): { lines: string[]; logStream: Writable } {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logStream };
}
