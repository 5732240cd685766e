import { deflateSync } from "node:zlib";
import { COLORS, GARMENT_KINDS, type GarmentKind } from "./garmentPalette.js";

// Product and banner images are drawn here, locally, as PNG: a flat garment silhouette in the product's
// colour on a neutral background. Nothing is fetched from the network (§7.6: own media store only).

type Point = readonly [number, number];
interface Shape {
  readonly points: readonly Point[];
  /** Multiplier on the garment colour (1 = as is, < 1 darker), or a fixed colour. */
  readonly shade: number | readonly [number, number, number];
}

const TOP: Point[] = [
  [35, 10],
  [45, 14],
  [55, 14],
  [65, 10],
  [88, 22],
  [80, 38],
  [70, 33],
  [70, 92],
  [30, 92],
  [30, 33],
  [20, 38],
  [12, 22],
];
const NECK: Point[] = [
  [43, 12],
  [57, 12],
  [53, 19],
  [47, 19],
];
const LONG: Point[] = [
  [35, 10],
  [45, 14],
  [55, 14],
  [65, 10],
  [82, 18],
  [94, 72],
  [84, 75],
  [72, 36],
  [72, 94],
  [28, 94],
  [28, 36],
  [16, 75],
  [6, 72],
  [18, 18],
];
const DRESS: Point[] = [
  [38, 6],
  [62, 6],
  [66, 12],
  [74, 18],
  [68, 30],
  [64, 28],
  [66, 45],
  [86, 96],
  [14, 96],
  [34, 45],
  [36, 28],
  [32, 30],
  [26, 18],
  [34, 12],
];
const TROUSERS: Point[] = [
  [28, 5],
  [72, 5],
  [78, 96],
  [58, 96],
  [50, 32],
  [42, 96],
  [22, 96],
];
const SKIRT: Point[] = [
  [32, 18],
  [68, 18],
  [84, 88],
  [16, 88],
];
const BODY: Point[] = [
  [35, 10],
  [45, 14],
  [55, 14],
  [65, 10],
  [80, 20],
  [72, 32],
  [66, 30],
  [66, 72],
  [56, 88],
  [44, 88],
  [34, 72],
  [34, 30],
  [28, 32],
  [20, 20],
];

function circle(cx: number, cy: number, r: number, from: number, to: number, steps = 24): Point[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = from + ((to - from) * i) / steps;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as Point;
  });
}

const scale = (points: readonly Point[], sx: number, sy: number, dx: number, dy: number): Point[] =>
  points.map(([x, y]) => [x * sx + dx, y * sy + dy] as Point);

const SHAPES: Record<GarmentKind, readonly Shape[]> = {
  sukienka: [
    { points: DRESS, shade: 1 },
    {
      points: [
        [34, 44],
        [66, 44],
        [66, 48],
        [34, 48],
      ],
      shade: 0.8,
    },
  ],
  bluzka: [
    { points: TOP, shade: 1 },
    { points: NECK, shade: 0.75 },
  ],
  koszula: [
    { points: LONG, shade: 1 },
    { points: NECK, shade: 0.7 },
    {
      points: [
        [49, 19],
        [51, 19],
        [51, 94],
        [49, 94],
      ],
      shade: 0.8,
    },
  ],
  tshirt: [
    { points: TOP, shade: 1 },
    { points: NECK, shade: 0.8 },
  ],
  sweter: [
    { points: LONG, shade: 1 },
    {
      points: [
        [28, 88],
        [72, 88],
        [72, 94],
        [28, 94],
      ],
      shade: 0.82,
    },
  ],
  kurtka: [
    { points: LONG, shade: 1 },
    {
      points: [
        [48.5, 14],
        [51.5, 14],
        [51.5, 94],
        [48.5, 94],
      ],
      shade: 0.6,
    },
    { points: NECK, shade: 0.7 },
  ],
  plaszcz: [
    { points: scale(LONG, 1, 1.02, 0, 0), shade: 1 },
    {
      points: [
        [44, 14],
        [50, 40],
        [56, 14],
      ],
      shade: 0.7,
    },
  ],
  marynarka: [
    { points: LONG, shade: 1 },
    {
      points: [
        [42, 12],
        [50, 46],
        [58, 12],
      ],
      shade: [245, 245, 242],
    },
  ],
  spodnie: [
    { points: TROUSERS, shade: 1 },
    {
      points: [
        [28, 5],
        [72, 5],
        [72, 10],
        [28, 10],
      ],
      shade: 0.75,
    },
  ],
  spodnica: [
    { points: SKIRT, shade: 1 },
    {
      points: [
        [32, 18],
        [68, 18],
        [68, 23],
        [32, 23],
      ],
      shade: 0.75,
    },
  ],
  body: [
    { points: BODY, shade: 1 },
    { points: NECK, shade: 0.8 },
  ],
  torebka: [
    {
      points: [
        [20, 42],
        [80, 42],
        [86, 90],
        [14, 90],
      ],
      shade: 1,
    },
    {
      points: [...circle(50, 42, 20, Math.PI, 2 * Math.PI), ...circle(50, 42, 16, 2 * Math.PI, Math.PI)],
      shade: 0.7,
    },
  ],
  pasek: [
    {
      points: [
        [4, 44],
        [96, 44],
        [96, 56],
        [4, 56],
      ],
      shade: 1,
    },
    {
      points: [
        [10, 39],
        [24, 39],
        [24, 61],
        [10, 61],
      ],
      shade: [190, 170, 110],
    },
  ],
  szalik: [
    {
      points: [
        [32, 4],
        [52, 4],
        [52, 68],
        [74, 92],
        [58, 98],
        [32, 72],
      ],
      shade: 1,
    },
    {
      points: [
        [32, 60],
        [52, 60],
        [52, 64],
        [32, 64],
      ],
      shade: 0.8,
    },
  ],
  czapka: [
    { points: circle(50, 62, 34, Math.PI, 2 * Math.PI), shade: 1 },
    {
      points: [
        [14, 60],
        [86, 60],
        [86, 74],
        [14, 74],
      ],
      shade: 0.8,
    },
    { points: circle(50, 26, 7, 0, 2 * Math.PI), shade: 0.9 },
  ],
  bon: [
    {
      points: [
        [8, 26],
        [92, 26],
        [92, 74],
        [8, 74],
      ],
      shade: 1,
    },
    {
      points: [
        [8, 44],
        [92, 44],
        [92, 52],
        [8, 52],
      ],
      shade: [245, 235, 200],
    },
  ],
  poradnik: [
    {
      points: [
        [24, 8],
        [80, 8],
        [80, 92],
        [24, 92],
      ],
      shade: 1,
    },
    {
      points: [
        [24, 8],
        [32, 8],
        [32, 92],
        [24, 92],
      ],
      shade: 0.7,
    },
  ],
  zestaw: [
    { points: scale(TOP, 0.55, 0.55, 0, 20), shade: 1 },
    { points: scale(TROUSERS, 0.5, 0.6, 50, 20), shade: 0.85 },
  ],
};

function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** An RGB raster. */
interface Raster {
  readonly width: number;
  readonly height: number;
  readonly pixels: Uint8Array;
}

function createRaster(width: number, height: number, background: readonly [number, number, number]): Raster {
  const pixels = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i++) pixels.set(background, i * 3);
  return { width, height, pixels };
}

/** Fills a polygon with 4×4 supersampled coverage (anti-aliased edges). */
function fillPolygon(
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

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "ascii");
  Buffer.from(data).copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * Encodes an RGB raster as PNG (8-bit truecolour, no filtering, zlib-deflated).
 *
 * @example
 * encodePng({ width: 1, height: 1, pixels: new Uint8Array([255, 0, 0]) }); // a red pixel
 */
export function encodePng(raster: Raster): Buffer {
  const { width, height, pixels } = raster;
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    rows[y * (width * 3 + 1)] = 0;
    Buffer.from(pixels.buffer, pixels.byteOffset + y * width * 3, width * 3).copy(
      rows,
      y * (width * 3 + 1) + 1,
    );
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 6 })),
    chunk("IEND", new Uint8Array(0)),
  ]);
}

/** What a media path names: a garment in a colour, or a banner. */
export type MediaSubject =
  | {
      readonly kind: "garment";
      readonly garment: GarmentKind;
      readonly color: readonly [number, number, number];
      readonly view: number;
    }
  | { readonly kind: "banner"; readonly seed: number };

/**
 * Parses a media path of the demo store (`sukienka/czarny/suk-0001-2.png`, `banners/head-pl.jpg`); `null`
 * when it names nothing the store has.
 *
 * @example
 * parseMediaPath("bluzka/zolty/blu-0003.png"); // { kind: "garment", garment: "bluzka", … }
 */
export function parseMediaPath(path: string): MediaSubject | null {
  const parts = path.replace(/^\/+/, "").split("/");
  if (parts[0] === "banners" && parts.length === 2) {
    const name = (parts[1] ?? "").replace(/\.(png|jpe?g|webp)$/, "");
    if (!/^[a-z0-9-]{1,80}$/.test(name)) return null;
    let seed = 0;
    for (const ch of name) seed = (seed * 31 + ch.charCodeAt(0)) >>> 0;
    return { kind: "banner", seed };
  }
  if (parts.length !== 3) return null;
  const [garment, colorSlug, file] = parts as [string, string, string];
  if (!(GARMENT_KINDS as readonly string[]).includes(garment)) return null;
  const color = COLORS.find((c) => c.slug === colorSlug);
  const m = /^[a-z]{3}-\d{4,7}(?:-(\d))?\.(?:png|jpe?g|webp)$/.exec(file);
  if (!color || !m) return null;
  return {
    kind: "garment",
    garment: garment as GarmentKind,
    color: hexToRgb(color.hex),
    view: Number(m[1] ?? 1),
  };
}

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
  for (const shape of SHAPES[subject.garment]) {
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
