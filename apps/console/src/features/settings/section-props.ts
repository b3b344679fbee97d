import type { Draft } from './settings-draft.ts';

/** What every section of the settings form gets: the draft, its problems and the way to change a value. */
export interface SectionProps {
  draft: Draft;
  problems: Map<string, string>;
  change: (path: string, value: unknown) => void;
}
