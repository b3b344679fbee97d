import type { BlockList } from 'node:net';
import { type MerchantConfig, maintenanceInForce, type RegionRules } from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import { compileIpRanges, ipInList, normalizeIp } from '../../shared/ip-ranges.ts';

export interface ClientLocation {
  ip: string;
  country?: string;
}

export interface AccessFlags {
  maintenance: boolean;
  regionRestriction: boolean;
}

/** The client's IP (proxy headers honoured only under TRUST_PROXY) and country from the trusted header. */
export function clientLocation(request: FastifyRequest, countryHeader: string | undefined): ClientLocation {
  const ip = normalizeIp(request.ip);
  const header = countryHeader === undefined ? undefined : request.headers[countryHeader];
  const country = (Array.isArray(header) ? header[0] : header)?.trim().toUpperCase();
  return country && /^[A-Z]{2}$/.test(country) ? { ip, country } : { ip };
}

// An empty list is no list: BlockList.check builds a SocketAddress per call (decision 0092).
interface CompiledRules {
  blocked: BlockList | undefined;
  allowed: BlockList | undefined;
}

// Keyed by the rules object, which lives as long as the merchant directory's cached copy.
const compiledRules = new WeakMap<RegionRules, CompiledRules>();

function compile(rules: RegionRules): CompiledRules {
  let compiled = compiledRules.get(rules);
  if (!compiled) {
    compiled = {
      blocked: rules.blockedIpRanges.length > 0 ? compileIpRanges(rules.blockedIpRanges) : undefined,
      allowed: rules.allowedIpRanges.length > 0 ? compileIpRanges(rules.allowedIpRanges) : undefined,
    };
    compiledRules.set(rules, compiled);
  }
  return compiled;
}

/**
 * Restricted when a block list holds the client or a non-empty allow list does not. Country rules
 * apply only when the country is known (COUNTRY_HEADER configured and sent).
 */
export function isRegionRestricted(rules: RegionRules, location: ClientLocation): boolean {
  const { blocked, allowed } = compile(rules);
  if (blocked && ipInList(blocked, location.ip)) return true;
  if (allowed && !ipInList(allowed, location.ip)) return true;
  const { country } = location;
  if (country === undefined) return false;
  if (rules.blockedCountries.includes(country)) return true;
  return rules.allowedCountries.length > 0 && !rules.allowedCountries.includes(country);
}

/** The gate at `now`: maintenance within its window, and whether the client's region is restricted. */
export function accessFlags(config: MerchantConfig, location: ClientLocation, now = new Date()): AccessFlags {
  return {
    maintenance: maintenanceInForce(config.maintenance, now),
    regionRestriction: isRegionRestricted(config.region, location),
  };
}

/** Where the request comes from and what the merchant's gate says about it. */
export function requestAccess(
  request: FastifyRequest,
  config: MerchantConfig,
): { location: ClientLocation; flags: AccessFlags } {
  const location = clientLocation(request, request.server.config.countryHeader);
  return { location, flags: accessFlags(config, location) };
}
