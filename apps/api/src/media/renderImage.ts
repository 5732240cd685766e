import { createRaster, fillPolygon, hexToRgb } from "./createRaster.js";
import { encodePng } from "./encodePng.js";
import { COLORS } from "./garmentPalette.js";
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
  const light = subject.color[0] + subject.color[1] + subject.color[2] > 600;
  const background: [number, number, number] =
    subject.view > 1 ? [226, 223, 218] : light ? [214, 210, 203] : [241, 239, 235];
  const raster = createRaster(width, height, background);
  const side = Math.min(width, height) * (action === "fit" ? 0.95 : 0.82);
  const ox = (width - side) / 2;
  const oy = (height - side) / 2;
  const mirror = subject.view > 1;
  for (const shape of GARMENT_SHAPES[subject.garment]) {
    const color: [number, number, number] =
      typeof shape.shade === "number"
        ? ([
            subject.color[0] * shape.shade,
            subject.color[1] * shape.shade,
            subject.color[2] * shape.shade,
          ].map(Math.round) as [number, number, number])
        : [...shape.shade];
    const points = shape.points.map(
      ([x, y]) => [ox + ((mirror ? 100 - x : x) * side) / 100, oy + (y * side) / 100] as Point,
    );
    fillPolygon(raster, points, color);
  }
  return encodePng(raster);
}
