import { MerchantSettings } from '@lobby/contract';

/** The settings being edited: the contract's shape, any value while the operator types. */
export type Draft = MerchantSettings;

/** What the contract says is wrong, by dotted path ("config.realityCheckMinutes"); empty when valid. */
export function draftProblems(draft: unknown): Map<string, string> {
  const parsed = MerchantSettings.safeParse(draft);
  const problems = new Map<string, string>();
  if (parsed.success) return problems;
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    if (!problems.has(path)) problems.set(path, issue.code);
  }
  return problems;
}

/** The problem of a field or anything under it. */
export const problemAt = (problems: Map<string, string>, path: string): string | undefined => {
  for (const [key, code] of problems) if (key === path || key.startsWith(`${path}.`)) return code;
  return undefined;
};

/** The draft with the value at `path` replaced (objects copied along the way). */
export function withValue(draft: Draft, path: string, value: unknown): Draft {
  const keys = path.split('.');
  const copy = structuredClone(draft) as unknown as Record<string, unknown>;
  let node = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = keys[keys.length - 1] as string;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy as unknown as Draft;
}
