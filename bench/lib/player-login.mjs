// Signs a player in the way the app does: credentials sealed with the server's public key.
import { API, API_PREFIX, ENCRYPTION_KEY_HEADER, encryptPayload, importPublicKey } from '@lobby/contract';

/**
 * A function that seals a player's credentials for the server at `url`: the login's body and headers (with the
 * player's own `address` as a trusted load balancer names it, when given).
 */
export async function loginSealer(url) {
  const api = (operation) => url + API_PREFIX + API[operation].path;
  const { value: key } = await (await fetch(api('getEncryptionKey'))).json();
  const publicKey = await importPublicKey(key.publicKey);
  return async (username, password, address) => {
    const sealed = await encryptPayload(publicKey, { type: 'username', username, password });
    return {
      body: JSON.stringify(sealed.body),
      headers: {
        'content-type': 'application/json',
        [ENCRYPTION_KEY_HEADER]: sealed.wrappedKey,
        ...(address ? { 'x-forwarded-for': address } : {}),
      },
    };
  };
}

/** A function that logs a player in on the server at `url` and answers the session grant (with its token). */
export async function playerLogin(url) {
  const seal = await loginSealer(url);
  return async (username, password, address) => {
    const response = await fetch(url + API_PREFIX + API.login.path, {
      method: 'POST',
      ...(await seal(username, password, address)),
    });
    if (!response.ok) throw new Error(`login answered ${response.status}: ${await response.text()}`);
    return (await response.json()).value;
  };
}
