import type { AntiBotChallenge } from '@lobby/contract';

/** Hashes tried per slice of work; between slices the page gets a turn, so it stays responsive. */
const SLICE = 1000;
const DEFAULT_MAX_NUMBER = 1_000_000;

const toHex = (buffer: ArrayBuffer): string =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Lets the browser paint and handle input (a message, not a timer: timers are clamped when nested). */
const yieldToPage = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/**
 * Solves an ALTCHA proof of work with WebCrypto: finds n in 0..maxnumber with hex(hash(salt + n)) equal to the
 * challenge. Works in slices of parallel digests; undefined when no number solves it (or on abort).
 */
export async function solveChallenge(
  challenge: AntiBotChallenge,
  signal?: AbortSignal,
): Promise<number | undefined> {
  const max = challenge.maxnumber ?? DEFAULT_MAX_NUMBER;
  const encoder = new TextEncoder();
  const target = challenge.challenge.toLowerCase();
  for (let start = 0; start <= max; start += SLICE) {
    if (signal?.aborted) return undefined;
    const count = Math.min(SLICE, max - start + 1);
    const digests = await Promise.all(
      Array.from({ length: count }, (_, index) =>
        crypto.subtle.digest(challenge.algorithm, encoder.encode(`${challenge.salt}${start + index}`)),
      ),
    );
    const found = digests.findIndex((digest) => toHex(digest) === target);
    if (found >= 0) return start + found;
    await yieldToPage();
  }
  return undefined;
}

/** The solution as the ALTCHA widget sends it: base64 JSON of the challenge and the number found. */
export const antiBotSolution = (challenge: AntiBotChallenge, number: number): string =>
  btoa(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  );
