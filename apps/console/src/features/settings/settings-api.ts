import {
  API,
  type ConsoleMerchantSettings,
  type MerchantSettings,
  type MerchantSettingVersionPage,
} from '@lobby/contract';
import { apiRequest } from '../../shared/api/client.ts';

export const SETTINGS_QUERY_KEY = 'console-merchant-settings';
export const VERSIONS_QUERY_KEY = 'console-merchant-setting-versions';

/** `?merchantCode=` for a platform operator's pick; nothing for the operator's own merchant. */
const merchantQuery = (merchant: string | undefined) =>
  merchant ? `?merchantCode=${encodeURIComponent(merchant)}` : '';

export const fetchSettings = (merchant: string | undefined) =>
  apiRequest<ConsoleMerchantSettings>(`${API.getConsoleMerchantSettings.path}${merchantQuery(merchant)}`);

export const saveSettings = (
  current: ConsoleMerchantSettings,
  settings: MerchantSettings,
  reason: string,
  csrfToken: string,
) =>
  apiRequest<ConsoleMerchantSettings>(API.updateConsoleMerchantSettings.path, {
    method: 'PUT',
    body: { merchantCode: current.merchantCode, baseVersion: current.version, settings, reason },
    csrfToken,
  });

export const fetchVersions = (merchant: string) =>
  apiRequest<MerchantSettingVersionPage>(
    `${API.listConsoleMerchantSettingVersions.path}${merchantQuery(merchant)}`,
  );

export const restoreVersion = (merchant: string, version: number, reason: string, csrfToken: string) =>
  apiRequest<ConsoleMerchantSettings>(
    API.restoreConsoleMerchantSettingVersion.path.replace(':version', String(version)),
    { method: 'POST', body: { merchantCode: merchant, reason }, csrfToken },
  );
