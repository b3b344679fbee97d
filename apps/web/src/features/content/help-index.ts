/** The entry `?i=` selects: a whole number within the list, else the first (spec: i, default 0). */
export function helpIndex(raw: string | null, count: number): number {
  const index = Number(raw ?? 0);
  return Number.isInteger(index) && index >= 0 && index < count ? index : 0;
}
