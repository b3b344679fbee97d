import { API } from '@lobby/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, ok, refuse } from '../../../test/api.ts';
import { encryptedRequest, forgetServerKey } from './encryption.ts';

beforeEach(() => forgetServerKey());

const login = () => encryptedRequest(API.login, { type: 'username', username: 'lucky7', password: 'x' });

describe('encrypted requests', () => {
  it('seals the time and a fresh nonce into every body', async () => {
    const { calls } = mockApi({ login: ok(null) });
    const before = Date.now();
    await login();
    await login();
    const seals = calls.filter((call) => call.operation === 'login').map((call) => call.seal);
    expect(seals[0]?.timestamp).toBeGreaterThanOrEqual(before);
    expect(seals[0]?.timestamp).toBeLessThanOrEqual(Date.now());
    expect(atob(seals[0]?.nonce ?? '')).toHaveLength(16);
    expect(seals[1]?.nonce).not.toBe(seals[0]?.nonce);
  });

  it("seals again on the server's clock when this device's clock is off", async () => {
    const serverTime = Date.now() + 3_600_000;
    const { calls } = mockApi({
      login: (call) =>
        Math.abs((call.seal?.timestamp ?? 0) - serverTime) < 60_000
          ? ok(null)
          : refuse('encryption_expired', 400, { field: 'timestamp', serverTime }),
    });
    await expect(login()).resolves.toBeNull();
    const logins = calls.filter((call) => call.operation === 'login');
    expect(logins).toHaveLength(2);
    // Later bodies are sealed on the server's clock from the start.
    await login();
    expect(calls.filter((call) => call.operation === 'login')).toHaveLength(3);
  });

  it('gives up after one more try and reports the refusal', async () => {
    mockApi({ login: refuse('encryption_replayed', 400, { field: 'nonce' }) });
    await expect(login()).rejects.toMatchObject({ code: 'encryption_replayed' });
  });
});
