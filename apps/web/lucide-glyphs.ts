import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/**
 * lucide-react's icons drawn by our own `createLucideIcon` (src/shared/ui/lucide-glyph.tsx), in the build and
 * in the unit tests alike: the icon modules and their data stay lucide-react's, only the component that draws
 * them is lighter (decision 0105). Only lucide-react's modules import a file of that name.
 */
export const lucideGlyphs: Alias[] = [
  {
    find: /^\.\.?\/createLucideIcon\.mjs$/,
    replacement: fileURLToPath(new URL('./src/shared/ui/lucide-glyph.tsx', import.meta.url)),
  },
];
