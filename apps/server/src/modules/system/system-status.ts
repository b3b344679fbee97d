import { encodeStatus, type SystemStatus } from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import type { Merchant } from '../merchants/index.ts';
import { type AccessFlags, type ClientLocation, requestAccess } from './client-access.ts';

/** The status gate plus everything the web needs to dress itself for the merchant. */
export function systemStatus(merchant: Merchant, location: ClientLocation, flags: AccessFlags): SystemStatus {
  const { config } = merchant;
  return {
    status: encodeStatus(flags, config.statusReading),
    statusReading: config.statusReading,
    maintenance: flags.maintenance,
    regionRestriction: flags.regionRestriction,
    location,
    info: {
      merchantCode: merchant.code,
      merchantName: config.name,
      mainDomain: config.mainDomain,
      domainRoute: { merchantCode: merchant.code, domains: merchant.domains },
      customerService: config.customerService,
      mobileTemplate: config.mobileTemplate,
      paths: config.socialLinks,
      register: { minimumAge: config.minimumAge },
      verification: { freePlay: config.kyc.freePlay, realMoneyPlay: config.kyc.realMoneyPlay },
      protectionTools: config.protectionTools,
      resources: config.resources,
      whitelabel: config.whitelabel,
      promotions: config.promotions,
      imageCDNs: config.imageCDNs,
      currency: config.currency,
      marketCountry: merchant.marketCountry,
      languages: config.languages,
      defaultLanguage: config.defaultLanguage,
      appWindow: config.appWindow,
      footerLiveChat: config.footerLiveChat,
      regulator: config.regulator,
      maintenanceUntil: config.maintenance.until,
      maintenanceMessage: config.maintenance.message,
      winnerBoardShown: config.winnerBoard.shown,
      jackpot: config.jackpot,
      brand: config.brand,
    },
  };
}

/** The status this request gets from the merchant: GET /system/status's answer, also put in the web app's HTML. */
export function requestStatus(request: FastifyRequest, merchant: Merchant): SystemStatus {
  const { location, flags } = requestAccess(request, merchant.config);
  return systemStatus(merchant, location, flags);
}
