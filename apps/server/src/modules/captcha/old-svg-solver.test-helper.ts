type Point = [number, number];

/**
 * The attack of issue 11, point 14, written against the SVG captcha this module drew until then: it reads
 * the answer from the markup, no OCR. All strokes of one digit share a colour and width, each path's
 * control points are the digit's own points, and the digits differ in stroke and point counts; the few
 * that share counts (0, 2, 5 and 6, 9) are told apart by how well an affine map fits their template.
 * Kept as a test helper so a test can show it fails on what the module draws now.
 */
const TEMPLATES: Record<string, Point[][]> = {
  '0': [
    [
      [5, 0],
      [9, 3],
      [9, 13],
      [5, 16],
      [1, 13],
      [1, 3],
      [5, 0],
    ],
  ],
  '1': [
    [
      [2, 4],
      [5, 0],
      [5, 16],
    ],
    [
      [2, 16],
      [8, 16],
    ],
  ],
  '2': [
    [
      [1, 4],
      [3, 1],
      [7, 1],
      [9, 4],
      [8, 8],
      [1, 16],
      [9, 16],
    ],
  ],
  '3': [
    [
      [1, 2],
      [8, 1],
      [5, 7],
      [9, 11],
      [7, 16],
      [1, 15],
    ],
  ],
  '4': [
    [
      [7, 16],
      [7, 0],
      [1, 11],
      [9, 11],
    ],
  ],
  '5': [
    [
      [9, 0],
      [2, 0],
      [1, 7],
      [7, 6],
      [9, 11],
      [6, 16],
      [1, 15],
    ],
  ],
  '6': [
    [
      [8, 1],
      [4, 1],
      [1, 8],
      [1, 14],
      [5, 16],
      [9, 13],
      [8, 9],
      [4, 8],
      [1, 10],
    ],
  ],
  '7': [
    [
      [1, 0],
      [9, 0],
      [4, 16],
    ],
  ],
  '8': [
    [
      [5, 8],
      [2, 5],
      [3, 1],
      [7, 1],
      [8, 5],
      [5, 8],
      [1, 12],
      [3, 16],
      [7, 16],
      [9, 12],
      [5, 8],
    ],
  ],
  '9': [
    [
      [9, 6],
      [5, 8],
      [1, 6],
      [2, 1],
      [7, 0],
      [9, 4],
      [8, 11],
      [5, 16],
      [2, 15],
    ],
  ],
};

/** Noise curves run across most of the picture; a digit is at most about 40 px wide. */
const MAX_GLYPH_WIDTH = 55;

/** The points a path was drawn through: its start, every quadratic control point and its end. */
function pathPoints(d: string): Point[] {
  return [...d.matchAll(/[MQL]([-\d.]+) ([-\d.]+)/g)].map(([, x, y]) => [Number(x), Number(y)]);
}

const det3 = (m: number[][]) => {
  const [[a, b, c], [d, e, f], [g, h, i]] = m as [number[], number[], number[]];
  return (
    (a ?? 0) * ((e ?? 0) * (i ?? 0) - (f ?? 0) * (h ?? 0)) -
    (b ?? 0) * ((d ?? 0) * (i ?? 0) - (f ?? 0) * (g ?? 0)) +
    (c ?? 0) * ((d ?? 0) * (h ?? 0) - (e ?? 0) * (g ?? 0))
  );
};

/** The squared error left after the best affine map (least squares) from the template onto the drawn points. */
function affineResidual(template: Point[], drawn: Point[]): number {
  const rows = template.map(([x, y]) => [x, y, 1]);
  const normal = [0, 1, 2].map((r) =>
    [0, 1, 2].map((c) => rows.reduce((sum, row) => sum + (row[r] ?? 0) * (row[c] ?? 0), 0)),
  );
  const det = det3(normal);
  // Cramer's rule for the coefficients [a, b, c] of x' = a·x + b·y + c, and the same for y'.
  const fit = (axis: 0 | 1) => {
    const rhs = [0, 1, 2].map((r) =>
      rows.reduce((sum, row, i) => sum + (row[r] ?? 0) * (drawn[i]?.[axis] ?? 0), 0),
    );
    return [0, 1, 2].map(
      (col) => det3(normal.map((row, r) => row.map((v, c) => (c === col ? (rhs[r] ?? 0) : v)))) / det,
    );
  };
  const [ax = 0, bx = 0, cx = 0] = fit(0);
  const [ay = 0, by = 0, cy = 0] = fit(1);
  return template.reduce((sum, [x, y], i) => {
    const [dx, dy] = drawn[i] ?? [0, 0];
    return sum + (ax * x + bx * y + cx - dx) ** 2 + (ay * x + by * y + cy - dy) ** 2;
  }, 0);
}

/** The digit a group of same-styled strokes draws, with how badly it fits (lower is better). */
function readGlyph(strokes: Point[][]): { digit: string; misfit: number } | undefined {
  let best: { digit: string; misfit: number } | undefined;
  for (const [digit, template] of Object.entries(TEMPLATES)) {
    if (template.length !== strokes.length) continue;
    const drawn = [...strokes].sort((a, b) => b.length - a.length);
    const shapes = [...template].sort((a, b) => b.length - a.length);
    if (shapes.some((shape, i) => shape.length !== drawn[i]?.length)) continue;
    const misfit = affineResidual(shapes.flat(), drawn.flat());
    if (!best || misfit < best.misfit) best = { digit, misfit };
  }
  return best;
}

/** The answer read from a captcha data URL, as far as its markup draws the old module's strokes. */
export function solveOldSvgCaptcha(dataUrl: string, digits: number): string {
  const svg = Buffer.from(dataUrl.split(',')[1] ?? '', 'base64').toString('utf8');
  const groups = new Map<string, Point[][]>();
  for (const [, d, style] of svg.matchAll(
    /<path d="([^"]*)" fill="none" (stroke="[^"]*" stroke-width="[^"]*")/g,
  )) {
    const points = pathPoints(d ?? '');
    if (points.length < 2) continue;
    const key = style ?? '';
    groups.set(key, [...(groups.get(key) ?? []), points]);
  }
  const glyphs = [...groups.values()]
    .filter((strokes) => {
      const xs = strokes.flat().map(([x]) => x);
      return Math.max(...xs) - Math.min(...xs) < MAX_GLYPH_WIDTH;
    })
    .flatMap((strokes) => {
      const read = readGlyph(strokes);
      const xs = strokes.flat().map(([x]) => x);
      return read ? [{ ...read, x: (Math.min(...xs) + Math.max(...xs)) / 2 }] : [];
    })
    .sort((a, b) => a.misfit - b.misfit)
    .slice(0, digits)
    .sort((a, b) => a.x - b.x);
  return glyphs.map((glyph) => glyph.digit).join('');
}
