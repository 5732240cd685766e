import type { Point } from "./garmentShapes.js";

/**
 * A `#rrggbb` colour as RGB bytes. Pure.
 *
 * @example
 * hexToRgb("#b5985b"); // [181, 152, 91]
 */
export function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** An RGB raster. */
export interface Raster {
  readonly width: number;
  readonly height: number;
  readonly pixels: Uint8Array;
}

/**
 * A raster filled with `background`.
 *
 * @example
 * createRaster(150, 150, [241, 239, 235]);
 */
export function createRaster(
  width: number,
  height: number,
  background: readonly [number, number, number],
): Raster {
  const pixels = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i++) pixels.set(background, i * 3);
  return { width, height, pixels };
}

/**
 * Fills a polygon with 4×4 supersampled coverage (anti-aliased edges), in place.
 *
 * @example
 * fillPolygon(raster, [[0, 0], [10, 0], [10, 10]], [0, 0, 0]);
 */
export function fillPolygon(
  raster: Raster,
  points: readonly Point[],
  color: readonly [number, number, number],
): void {
  const SS = 4;
  const { width, height, pixels } = raster;
  const coverage = new Float32Array(width);
  let minY = Number.POSITIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const [, y] of points) {
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  const y0 = Math.max(0, Math.floor(minY));
  const y1 = Math.min(height - 1, Math.ceil(maxY));
  for (let py = y0; py <= y1; py++) {
    coverage.fill(0);
    let touched = false;
    for (let s = 0; s < SS; s++) {
      const y = py + (s + 0.5) / SS;
      const xs: number[] = [];
      for (let i = 0; i < points.length; i++) {
        const [ax, ay] = points[i] as Point;
        const [bx, by] = points[(i + 1) % points.length] as Point;
        if ((ay <= y && by > y) || (by <= y && ay > y)) xs.push(ax + ((y - ay) * (bx - ax)) / (by - ay));
      }
      xs.sort((a, b) => a - b);
      for (let k = 0; k + 1 < xs.length; k += 2) {
        const from = Math.max(0, xs[k] as number);
        const to = Math.min(width, xs[k + 1] as number);
        if (to <= from) continue;
        touched = true;
        const fx = Math.floor(from);
        const tx = Math.min(width - 1, Math.floor(to));
        if (fx === tx) {
          coverage[fx] = (coverage[fx] as number) + (to - from) / SS;
          continue;
        }
        coverage[fx] = (coverage[fx] as number) + (fx + 1 - from) / SS;
        for (let x = fx + 1; x < tx; x++) coverage[x] = (coverage[x] as number) + 1 / SS;
        if (tx < width) coverage[tx] = (coverage[tx] as number) + (to - tx) / SS;
      }
    }
    if (!touched) continue;
    for (let x = 0; x < width; x++) {
      const a = Math.min(1, coverage[x] as number);
      if (a <= 0) continue;
      const i = (py * width + x) * 3;
      for (let c = 0; c < 3; c++)
        pixels[i + c] = Math.round((pixels[i + c] as number) * (1 - a) + (color[c] as number) * a);
    }
  }
}
