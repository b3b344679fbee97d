import type { Point } from './raster.ts';

/** Points along the smooth curve through `points` (quadratic curves via the midpoints), about 3 px apart. */
export function smoothCurve(points: Point[]): Point[] {
  if (points.length < 3) return points;
  const curve: Point[] = [points[0] as Point];
  for (let i = 1; i < points.length - 1; i++) {
    const [cx, cy] = points[i] as Point;
    const start = i === 1 ? (points[0] as Point) : midpoint(points[i - 1] as Point, points[i] as Point);
    const end =
      i === points.length - 2
        ? (points[i + 1] as Point)
        : midpoint(points[i] as Point, points[i + 1] as Point);
    const steps = Math.max(
      2,
      Math.ceil((Math.hypot(cx - start[0], cy - start[1]) + Math.hypot(end[0] - cx, end[1] - cy)) / 3),
    );
    for (let step = 1; step <= steps; step++) {
      const t = step / steps;
      const u = 1 - t;
      curve.push([
        u * u * start[0] + 2 * u * t * cx + t * t * end[0],
        u * u * start[1] + 2 * u * t * cy + t * t * end[1],
      ]);
    }
  }
  return curve;
}

const midpoint = ([ax, ay]: Point, [bx, by]: Point): Point => [(ax + bx) / 2, (ay + by) / 2];

/** Splits long straight runs so the warp can bend them too. */
export function densify(points: Point[]): Point[] {
  return points.flatMap((point, i) => {
    const previous = points[i - 1];
    if (!previous) return [point];
    const steps = Math.max(1, Math.ceil(Math.hypot(point[0] - previous[0], point[1] - previous[1]) / 4));
    return Array.from({ length: steps }, (_, step): Point => {
      const t = (step + 1) / steps;
      return [previous[0] + (point[0] - previous[0]) * t, previous[1] + (point[1] - previous[1]) * t];
    });
  });
}
