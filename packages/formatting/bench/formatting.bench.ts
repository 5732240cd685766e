import { bench, describe } from "vitest";
import { formatDate, formatPrice, formatProductCount, slugify } from "../src/index";

const prices = Array.from({ length: 1_000 }, (_, i) => (i * 7919.37) % 100_000);
const instants = Array.from({ length: 1_000 }, (_, i) => Date.UTC(2026, 0, 1) + i * 3_600_000);

describe("formatting", () => {
  bench("formatPrice × 1 000", () => {
    for (const p of prices) formatPrice(p);
  });
  bench("formatDate (HH:mm D/M/YYYY) × 1 000", () => {
    for (const t of instants) formatDate(t);
  });
  bench("formatDate (D MMMM YYYY) × 1 000", () => {
    for (const t of instants) formatDate(t, "D MMMM YYYY");
  });
  bench("formatProductCount × 1 000", () => {
    for (let i = 0; i < 1_000; i++) formatProductCount(i);
  });
  bench("slugify × 1 000", () => {
    for (let i = 0; i < 1_000; i++) slugify(`Żółta sukienka lniana ${i} & pasek`);
  });
});
