import type { SettingChange } from '@lobby/contract';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The JSON text of a value, objects' keys sorted, so equal settings compare equal. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner) =>
    isPlainObject(inner)
      ? Object.fromEntries(
          Object.keys(inner)
            .sort()
            .map((key) => [key, inner[key]]),
        )
      : inner,
  );

/**
 * The settings that differ between two versions, by dotted path: objects are compared key by key, arrays
 * and plain values whole (a list of languages is one change). An absent value is null.
 */
export function settingChanges(before: unknown, after: unknown, path = ''): SettingChange[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => settingChanges(before[key], after[key], path ? `${path}.${key}` : key));
  }
  if (canonical(before) === canonical(after)) return [];
  return [{ path, before: before ?? null, after: after ?? null }];
}

/** Whether any change touches one of `paths` (a path or anything under it). */
export const touches = (changes: SettingChange[], paths: readonly string[]): boolean =>
  changes.some((change) => paths.some((path) => change.path === path || change.path.startsWith(`${path}.`)));
