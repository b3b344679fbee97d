import { BlockList, isIP } from 'node:net';

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** A dual-stack socket reports IPv4 clients as ::ffff:a.b.c.d; rules are written for a.b.c.d. */
export function normalizeIp(ip: string): string {
  return IPV4_MAPPED.exec(ip)?.[1] ?? ip;
}

type ParsedRange = { address: string; prefix: number; family: 'ipv4' | 'ipv6' };

/** Accepts a CIDR (10.0.0.0/8, 2001:db8::/32) or a single address; null when it is neither. */
function parseRange(range: string): ParsedRange | null {
  const [address = '', prefixText, ...rest] = range.trim().split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return null;
  const maxPrefix = version === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = prefixText === undefined ? maxPrefix : Number(prefixText);
  if (prefix > maxPrefix) return null;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

export function isIpRange(range: string): boolean {
  return parseRange(range) !== null;
}

/** Compiles ranges into a BlockList; entries that are not valid ranges are skipped. */
export function compileIpRanges(ranges: readonly string[]): BlockList {
  const list = new BlockList();
  for (const range of ranges) {
    const parsed = parseRange(range);
    if (parsed) list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  return list;
}

export function ipInList(list: BlockList, ip: string): boolean {
  const address = normalizeIp(ip);
  const version = isIP(address);
  if (version === 0) return false;
  return list.check(address, version === 4 ? 'ipv4' : 'ipv6');
}
