import { hostOf } from './merchant-directory.ts';
import type { Merchant } from './merchant-repository.ts';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1']);

const isLoopback = (domain: string) => LOOPBACK.has(domain) || domain.endsWith('.localhost');

/**
 * The origin links to the merchant's site use (invitations, returns), built from its configured domains
 * only, never from the Host header: the configured domain the request came in on, else the first one.
 * Sites are served over https; a loopback domain (a local set-up) is this server's own http port.
 */
export function merchantOrigin(merchant: Merchant, requestHost: string, localPort: number): string {
  const domains = merchant.domains.map((domain) => domain.trim().toLowerCase());
  const host = hostOf(requestHost);
  const domain = domains.find((candidate) => candidate === host) ?? domains[0] ?? 'localhost';
  const name = domain.includes(':') ? `[${domain}]` : domain;
  return isLoopback(domain) ? `http://${name}:${localPort}` : `https://${name}`;
}
