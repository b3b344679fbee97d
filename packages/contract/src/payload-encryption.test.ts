import { describe, expect, it } from 'vitest';
import { decryptPayload, encryptPayload, type SealedPayload } from './payload-encryption.ts';

const keyPair = () =>
  crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    false,
    ['wrapKey', 'unwrapKey'],
  );

describe('payload encryption', () => {
  it('opens on the server what the client sealed', async () => {
    const { publicKey, privateKey } = await keyPair();
    const payload = { username: 'player01', password: 'correct horse battery staple', remember: true };
    const sealed = await encryptPayload(publicKey, payload, 1_772_366_400_000);
    expect(sealed.body.data).not.toContain('player01');
    const opened = await decryptPayload(privateKey, sealed.wrappedKey, sealed.body.data);
    expect(opened).toEqual({ timestamp: 1_772_366_400_000, nonce: expect.any(String), payload });
  });

  it('seals a fresh 128-bit nonce and the time into every body', async () => {
    const { publicKey, privateKey } = await keyPair();
    const open = async () => {
      const sealed = await encryptPayload(publicKey, { password: 'secret-secret' });
      return (await decryptPayload(privateKey, sealed.wrappedKey, sealed.body.data)) as SealedPayload;
    };
    const before = Date.now();
    const [first, second] = [await open(), await open()];
    expect(atob(first.nonce)).toHaveLength(16);
    expect(first.nonce).not.toBe(second.nonce);
    expect(first.timestamp).toBeGreaterThanOrEqual(before);
    expect(first.timestamp).toBeLessThanOrEqual(Date.now());
  });

  it('refuses a body that was changed in transit', async () => {
    const { publicKey, privateKey } = await keyPair();
    const sealed = await encryptPayload(publicKey, { password: 'secret-secret' });
    const tampered = `${sealed.body.data.slice(0, -4)}AAA=`;
    await expect(decryptPayload(privateKey, sealed.wrappedKey, tampered)).rejects.toThrow();
  });
});
