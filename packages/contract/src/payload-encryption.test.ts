import { describe, expect, it } from 'vitest';
import { decryptPayload, encryptPayload } from './payload-encryption.ts';

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
    const sealed = await encryptPayload(publicKey, payload);
    expect(sealed.body.data).not.toContain('player01');
    await expect(decryptPayload(privateKey, sealed.wrappedKey, sealed.body.data)).resolves.toEqual(payload);
  });

  it('refuses a body that was changed in transit', async () => {
    const { publicKey, privateKey } = await keyPair();
    const sealed = await encryptPayload(publicKey, { password: 'secret-secret' });
    const tampered = `${sealed.body.data.slice(0, -4)}AAA=`;
    await expect(decryptPayload(privateKey, sealed.wrappedKey, tampered)).rejects.toThrow();
  });
});
