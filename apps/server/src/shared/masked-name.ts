const MIN_HIDDEN = 3;

/**
 * A member's name as public boards show it: the first third (rounded) and `***` for the rest, with at
 * least three characters hidden (kate1 → ka***, player88 → pla***, bob → ***). The stars do not
 * reveal the length.
 */
export function maskName(name: string): string {
  const characters = Array.from(name);
  const shown = Math.max(0, Math.min(Math.round(characters.length / 3), characters.length - MIN_HIDDEN));
  return `${characters.slice(0, shown).join('')}***`;
}
