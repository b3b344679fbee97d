/**
 * Money crosses the player API in major units with at most two decimals (spec: sumBalance, #,##0.00) and is
 * kept everywhere else in integer minor units (hundredths). These two functions are the only conversion.
 */
const MINOR_PER_MAJOR = 100;

/** Major units to minor units; undefined when the amount has more than two decimals or is not finite. */
export function toMinor(major: number): number | undefined {
  if (!Number.isFinite(major)) return undefined;
  const minor = Math.round(major * MINOR_PER_MAJOR);
  return Math.abs(minor - major * MINOR_PER_MAJOR) < 1e-6 ? minor : undefined;
}

export const toMajor = (minor: number): number => minor / MINOR_PER_MAJOR;
