import { createElement, type ReactNode, type SVGProps } from 'react';

type Attributes = Readonly<Record<string, string | number>>;
type Drawing = readonly (readonly [string, Attributes, Drawing?])[];

/** One Lucide icon as lucide-react's icon modules hold it: its name and its drawing. */
interface IconData {
  name?: string;
  size?: number;
  node: Drawing;
}

interface GlyphProps extends SVGProps<SVGSVGElement> {
  size?: number | string;
  strokeWidth?: number | string;
}

/** The drawing's elements; each path's `key` attribute is lucide-react's React key. */
function drawn(drawing: Drawing): ReactNode[] {
  return drawing.map(([tag, attributes, children]) =>
    createElement(tag, attributes, children ? drawn(children) : undefined),
  );
}

const isAccessibleProp = (name: string) => name.startsWith('aria-') || name === 'role' || name === 'title';

/**
 * lucide-react's `createLucideIcon`, which the build resolves to this module (lucide-glyphs.ts): the same icons
 * and the props the app passes (size, strokeWidth, className, ARIA and SVG attributes), with Lucide's
 * attributes and class names. Each icon is one plain component; lucide-react's are two forwardRef layers, a
 * context read and a merge of attributes and classes, and a view draws 40 to 130 icons (decision 0105).
 */
export default function createLucideIcon(data: IconData) {
  const box = data.size ?? 24;
  const classes = data.name ? `lucide lucide-${data.name}` : 'lucide';
  function LucideGlyph({ size = 24, strokeWidth = 2, className, ...rest }: GlyphProps) {
    // Decorative unless the caller names it (as lucide-react does): the callers' controls carry the names.
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: `0 0 ${box} ${box}`,
        fill: 'none',
        stroke: 'currentColor',
        'stroke-width': strokeWidth,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
        className: className ? `${classes} ${className}` : classes,
        'aria-hidden': Object.keys(rest).some(isAccessibleProp) ? undefined : 'true',
        ...rest,
      },
      drawn(data.node),
    );
  }
  // Names the icon in devtools, and tells the tests the build's alias is in effect (lucide-react's is `Crown`).
  LucideGlyph.displayName = `LucideGlyph(${data.name ?? ''})`;
  return LucideGlyph;
}
