import { describe, expect, it } from 'vitest';
import { antiBotSolution, solveChallenge } from './anti-bot.ts';

const sha256Hex = async (text: string) =>
  Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

describe('ALTCHA solver', () => {
  it('finds the number whose hash with the salt is the challenge', async () => {
    const salt = 'f00d?expires=1900000000&';
    const challenge = {
      algorithm: 'SHA-256',
      challenge: await sha256Hex(`${salt}2345`),
      maxnumber: 5000,
      salt,
      signature: 'sig',
    };
    expect(await solveChallenge(challenge)).toBe(2345);
    expect(JSON.parse(atob(antiBotSolution(challenge, 2345)))).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 2345,
      salt,
      signature: 'sig',
    });
  });

  it('gives up past maxnumber', async () => {
    const challenge = {
      algorithm: 'SHA-256',
      challenge: await sha256Hex('salt9999'),
      maxnumber: 100,
      salt: 'salt',
      signature: 'sig',
    };
    expect(await solveChallenge(challenge)).toBeUndefined();
  });
});
