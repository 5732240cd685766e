import type { GarmentKind } from "./garmentPalette.js";

/** A point on the 100 × 100 drawing grid of a garment. */
export type Point = readonly [number, number];
/** One filled polygon of a garment and its shade (a factor of the garment's colour, or its own RGB). */
export interface Shape {
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

const TOREBKA: readonly Shape[] = [
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
];
const CZAPKA: readonly Shape[] = [
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
];

/** Shapes drawn smaller at an offset (a set shows its items side by side), darkened by `shade`. */
const place = (shapes: readonly Shape[], size: number, dx: number, dy: number, shade = 1): Shape[] =>
  shapes.map((shape) => ({
    points: scale(shape.points, size, size, dx, dy),
    shade: typeof shape.shade === "number" ? shape.shade * shade : shape.shade,
  }));

/**
 * The silhouette of each garment kind as filled polygons on a 100 × 100 grid, drawn in order (data).
 *
 * @example
 * GARMENT_SHAPES.sukienka.length; // the polygons of a dress
 */
export const GARMENT_SHAPES: Record<GarmentKind, readonly Shape[]> = {
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
  torebka: TOREBKA,
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
  czapka: CZAPKA,
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
  // a set of accessories (the grouped "Komplet akcesoriów"): a beanie and two bags
  akcesoria: [
    ...place(CZAPKA, 0.5, 0, 2),
    ...place(TOREBKA, 0.5, 50, 0, 0.85),
    ...place(TOREBKA, 0.55, 22, 44),
  ],
  zestaw: [
    { points: scale(TOP, 0.55, 0.55, 0, 20), shade: 1 },
    { points: scale(TROUSERS, 0.5, 0.6, 50, 20), shade: 0.85 },
  ],
};
