import {
  type ConsoleRole,
  GUARDED_SETTING_PATHS,
  type MerchantSettings,
  mayChangeGuardedSettings,
} from '@lobby/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, fieldError } from '../../shared/api-error.ts';
import { dateOf } from '../../shared/clock.ts';
import { uploadedImageSize } from '../content/index.ts';
import {
  MERCHANT_SETTINGS_TOPIC,
  readMerchantSettings,
  saveMerchantSettings,
  touches,
} from '../merchants/index.ts';
import { audit, operatorOf } from '../operators/index.ts';

export interface SettingsWrite {
  merchantCode: string;
  settings: MerchantSettings;
  baseVersion: number;
  reason: string;
  /** The version a restore brings back; null for an edit. */
  restoredFrom: number | null;
}

/**
 * A new or changed logo must be an image uploaded with uploadConsoleImage (400 naming
 * `settings.config.brand.logo.url`; decision 0072) whose proportions its width and height keep (the stored
 * file may be a smaller copy: 400 naming `…logo.height`); the merchant's current one stays acceptable as it is.
 */
async function checkLogo(app: FastifyInstance, merchantCode: string, settings: MerchantSettings) {
  const logo = settings.config.brand.logo;
  if (!logo) return;
  const current = (await readMerchantSettings(app.db, merchantCode))?.settings.config.brand.logo;
  if (current?.url === logo.url && current.width === logo.width && current.height === logo.height) return;
  const stored = await uploadedImageSize(app.storage, logo.url);
  if (!stored) throw fieldError('settings.config.brand.logo.url', 'unknown_image');
  // The stored copy's height was rounded from the original's proportions: one pixel either way.
  if (Math.abs(stored.height - (stored.width * logo.height) / logo.width) > 1)
    throw fieldError('settings.config.brand.logo.height', 'size_mismatch');
}

/**
 * Saves a merchant's settings as a new version (decision 0059): the guarded paths need the owner or the admin
 * (403 forbidden, audited, nothing written), a save based on an older version answers 409
 * merchant_settings_moved_on. Audited with before, after and reason; every instance's merchant directory
 * forgets its copy (this one before the answer, the others through Redis; decision 0062).
 */
export async function writeMerchantSettings(request: FastifyRequest, write: SettingsWrite) {
  const app = request.server;
  const { operator } = operatorOf(request);
  await checkLogo(app, write.merchantCode, write.settings);
  const operation =
    write.restoredFrom === null ? 'updateConsoleMerchantSettings' : 'restoreConsoleMerchantSettingVersion';
  const outcome = await saveMerchantSettings(
    app.db,
    write.merchantCode,
    {
      settings: write.settings,
      baseVersion: write.baseVersion,
      operatorUsername: operator.username,
      reason: write.reason,
      restoredFrom: write.restoredFrom,
      now: dateOf(app.clock),
    },
    (changes) =>
      mayChangeGuardedSettings(operator.role as ConsoleRole) || !touches(changes, GUARDED_SETTING_PATHS),
  );
  if (outcome.status === 'refused') {
    const guarded = outcome.changes.filter((change) => touches([change], GUARDED_SETTING_PATHS));
    await audit(request, operator, 'permission.refused', {
      target: operation,
      after: { merchantCode: write.merchantCode, paths: guarded.map((change) => change.path) },
    });
    throw new ApiError(403, 'forbidden', { field: guarded[0]?.path });
  }
  if (outcome.status === 'not_found') throw new ApiError(404, 'not_found', { field: 'merchantCode' });
  if (outcome.status !== 'saved') throw new ApiError(409, 'merchant_settings_moved_on');
  await app.invalidation.publish(MERCHANT_SETTINGS_TOPIC, write.merchantCode);
  await audit(
    request,
    operator,
    write.restoredFrom === null ? 'merchant_settings.updated' : 'merchant_settings.restored',
    {
      target: write.merchantCode,
      before: outcome.before,
      after: { ...outcome.after, version: outcome.version, restoredFrom: write.restoredFrom },
      reason: write.reason,
    },
  );
  return outcome;
}
