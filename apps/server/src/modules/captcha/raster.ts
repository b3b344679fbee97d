export type Point = [number, number];
export type Rgb = [number, number, number];

/** An RGB picture that round-capped strokes are painted into with anti-aliased edges. */
export class Raster {
  readonly pixels: Uint8ClampedArray;

  constructor(
    readonly width: number,
    readonly height: number,
    background: (x: number, y: number) => Rgb,
  ) {
    this.pixels = new Uint8ClampedArray(width * height * 3);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) this.pixels.set(background(x, y), (y * width + x) * 3);
    }
  }

  /**
   * Paints the polyline through `points` (one point paints a dot) `width` pixels wide. A pixel's coverage is
   * how far its centre lies inside the stroke's edge, taken once per stroke so joins are not painted twice.
   */
  stroke(points: Point[], width: number, colour: Rgb, opacity = 1): void {
    const half = width / 2;
    const xs = points.map(([x]) => x);
    const ys = points.map(([, y]) => y);
    const left = Math.max(0, Math.floor(Math.min(...xs) - half - 1));
    const top = Math.max(0, Math.floor(Math.min(...ys) - half - 1));
    const right = Math.min(this.width - 1, Math.ceil(Math.max(...xs) + half + 1));
    const bottom = Math.min(this.height - 1, Math.ceil(Math.max(...ys) + half + 1));
    if (left > right || top > bottom) return;
    const spanX = right - left + 1;
    const coverage = new Float32Array(spanX * (bottom - top + 1));
    const segments =
      points.length === 1 ? [[points[0], points[0]]] : points.slice(1).map((b, i) => [points[i], b]);
    for (const [a, b] of segments as [Point, Point][]) {
      const x0 = Math.max(left, Math.floor(Math.min(a[0], b[0]) - half - 1));
      const x1 = Math.min(right, Math.ceil(Math.max(a[0], b[0]) + half + 1));
      const y0 = Math.max(top, Math.floor(Math.min(a[1], b[1]) - half - 1));
      const y1 = Math.min(bottom, Math.ceil(Math.max(a[1], b[1]) + half + 1));
      for (let y = y0; y <= y1; y++) {
        for (let x = x0; x <= x1; x++) {
          const covered = Math.min(1, Math.max(0, half + 0.5 - distanceToSegment(x + 0.5, y + 0.5, a, b)));
          const index = (y - top) * spanX + (x - left);
          if (covered > (coverage[index] ?? 0)) coverage[index] = covered;
        }
      }
    }
    for (let y = top; y <= bottom; y++) {
      for (let x = left; x <= right; x++) {
        const alpha = (coverage[(y - top) * spanX + (x - left)] ?? 0) * opacity;
        if (alpha === 0) continue;
        const at = (y * this.width + x) * 3;
        for (let channel = 0; channel < 3; channel++) {
          const under = this.pixels[at + channel] ?? 0;
          this.pixels[at + channel] = Math.round(under + ((colour[channel] ?? 0) - under) * alpha);
        }
      }
    }
  }
}

function distanceToSegment(px: number, py: number, [ax, ay]: Point, [bx, by]: Point): number {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0 ? 0 : Math.min(1, Math.max(0, ((px - ax) * dx + (py - ay) * dy) / lengthSquared));
  const [ex, ey] = [px - (ax + t * dx), py - (ay + t * dy)];
  return Math.sqrt(ex * ex + ey * ey);
}
