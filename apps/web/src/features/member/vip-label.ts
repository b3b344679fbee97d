/**
 * The header's VIP level from clubLabel.labelName: "0" when empty (spec §2). A bare number reads as a level
 * ("3" → VIP 3); a named label ("VIP 3", "Gold") is shown as the operator wrote it.
 */
export function vipLabel(labelName: string | undefined, formatLevel: (level: string) => string): string {
  const name = labelName?.trim() ?? '';
  if (name === '') return formatLevel('0');
  return /^\d+$/.test(name) ? formatLevel(name) : name;
}
