import { createRaster, fillPolygon, hexToRgb, type Raster } from "./createRaster.js";
import { encodePng } from "./encodePng.js";
import { COLORS, type GarmentKind } from "./garmentPalette.js";
import { GARMENT_SHAPES, type Point } from "./garmentShapes.js";
import type { MediaSubject } from "./parseMediaPath.js";

// Product and banner images are drawn here, locally, as PNG: a flat garment silhouette in the product's
// colour on a neutral background. Nothing is fetched from the network (§7.6: own media store only).

/**
 * Draws a media subject at `width × height` and returns PNG bytes. `fit` (cover) and `resize` (contain)
 * differ only in how much of the frame the garment fills.
 *
 * @example
 * renderImage(parseMediaPath("bluzka/zolty/blu-0003.png")!, 150, 150, "resize"); // PNG bytes
 */
export function renderImage(
  subject: MediaSubject,
  width: number,
  height: number,
  action: "resize" | "fit",
): Buffer {
  if (subject.kind === "banner") {
    const palette = COLORS[subject.seed % COLORS.length]?.hex ?? "#b5985b";
    const [r, g, b] = hexToRgb(palette);
    const raster = createRaster(width, height, [0xb5, 0x98, 0x5b]);
    fillPolygon(
      raster,
      [
        [0, 0],
        [width * 0.62, 0],
        [width * 0.42, height],
        [0, height],
      ],
      [r, g, b],
    );
    fillPolygon(
      raster,
      [
        [width * 0.7, height * 0.3],
        [width * 0.92, height * 0.3],
        [width * 0.92, height * 0.7],
        [width * 0.7, height * 0.7],
      ],
      [250, 248, 244],
    );
    return encodePng(raster);
  }
  if (subject.kind === "set") {
    const light = subject.parts.some((part) => part.color[0] + part.color[1] + part.color[2] > 600);
    const raster = createRaster(width, height, light ? [214, 210, 203] : [241, 239, 235]);
    const side = Math.min(width, height) * (action === "fit" ? 0.95 : 0.82);
    const ox = (width - side) / 2;
    const oy = (height - side) / 2;
    // each part in its own cell of the frame (issue 32: the picture shows what the set contains)
    SET_CELLS[Math.min(subject.parts.length, 4) as 2 | 3 | 4].forEach(([x, y, size], i) => {
      const part = subject.parts[i];
      if (part)
        drawGarment(
          raster,
          part.garment,
          part.color,
          ox + (x * side) / 100,
          oy + (y * side) / 100,
          (size * side) / 100,
          false,
        );
    });
    return encodePng(raster);
  }
  const light = subject.color[0] + subject.color[1] + subject.color[2] > 600;
  const background: [number, number, number] =
    subject.view > 1 ? [226, 223, 218] : light ? [214, 210, 203] : [241, 239, 235];
  const raster = createRaster(width, height, background);
  const side = Math.min(width, height) * (action === "fit" ? 0.95 : 0.82);
  drawGarment(
    raster,
    subject.garment,
    subject.color,
    (width - side) / 2,
    (height - side) / 2,
    side,
    subject.view > 1,
  );
  return encodePng(raster);
}

/** Where the parts of a set sit on the 100 × 100 grid: `[x, y, size]` per part, by the number of parts. */
const SET_CELLS: Readonly<Record<2 | 3 | 4, readonly (readonly [number, number, number])[]>> = {
  2: [
    [0, 25, 50],
    [50, 25, 50],
  ],
  3: [
    [0, 2, 50],
    [50, 2, 50],
    [25, 50, 50],
  ],
  4: [
    [0, 0, 50],
    [50, 0, 50],
    [0, 50, 50],
    [50, 50, 50],
  ],
};

/** Fills one garment's silhouette in its colour into the square at (`ox`, `oy`) of `side` pixels. */
function drawGarment(
  raster: Raster,
  garment: GarmentKind,
  base: readonly [number, number, number],
  ox: number,
  oy: number,
  side: number,
  mirror: boolean,
): void {
  for (const shape of GARMENT_SHAPES[garment]) {
    const color: [number, number, number] =
      typeof shape.shade === "number"
        ? ([base[0] * shape.shade, base[1] * shape.shade, base[2] * shape.shade].map(Math.round) as [
            number,
            number,
            number,
          ])
        : [...shape.shade];
    const points = shape.points.map(
      ([x, y]) => [ox + ((mirror ? 100 - x : x) * side) / 100, oy + (y * side) / 100] as Point,
    );
    fillPolygon(raster, points, color);
  }
}
