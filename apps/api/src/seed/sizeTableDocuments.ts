import { KID_SIZES } from "./catalogueData.js";
import { contentDocument } from "./contentDocument.js";
import type { JsonObject, SeedDocument } from "./seedTypes.js";

/**
 * The four size tables (women's tops and dresses, women's trousers and skirts, men, kids) with the
 * categories each applies to, updated at `stamp`.
 *
 * @example
 * const tables = sizeTableDocuments("2025-10-23 12:00:00"); // 4 documents
 */
export function sizeTableDocuments(stamp: string): SeedDocument[] {
  const iso = `${stamp.replace(" ", "T")}Z`;
  const table = (
    id: number,
    name: string,
    categoryIds: number[],
    columns: JsonObject[],
    rows: JsonObject[],
  ): SeedDocument =>
    contentDocument("size_table", id, {
      id,
      name,
      unit: "cm",
      description_html: "<p>Mierz ciało bez ubrania, centymetrem krawieckim przylegającym do ciała.</p>",
      category_ids: categoryIds,
      columns,
      rows,
      updated_at: iso,
    });
  const womenCols = [
    { key: "bust", label: "Obwód biustu" },
    { key: "waist", label: "Obwód talii" },
    { key: "hips", label: "Obwód bioder" },
  ];
  const letters = ["XS", "S", "M", "L", "XL", "XXL"];
  return [
    table(
      1,
      "Sukienki, bluzki i okrycia damskie",
      [12, 13, 14, 17, 18, 19],
      womenCols,
      letters.map((size, i) => ({
        size,
        eu: String(34 + i * 2),
        values: {
          bust: `${80 + i * 4}–${84 + i * 4}`,
          waist: `${62 + i * 4}–${66 + i * 4}`,
          hips: `${88 + i * 4}–${92 + i * 4}`,
        },
      })),
    ),
    table(
      2,
      "Spodnie i spódnice damskie",
      [15, 16],
      [
        { key: "waist", label: "Obwód talii" },
        { key: "hips", label: "Obwód bioder" },
        { key: "inseam", label: "Długość nogawki" },
      ],
      letters.map((size, i) => ({
        size,
        eu: String(34 + i * 2),
        values: { waist: `${62 + i * 4}–${66 + i * 4}`, hips: `${88 + i * 4}–${92 + i * 4}`, inseam: "78" },
      })),
    ),
    table(
      3,
      "Odzież męska",
      [20, 21, 22, 23, 24, 25],
      [
        { key: "chest", label: "Obwód klatki piersiowej" },
        { key: "waist", label: "Obwód pasa" },
      ],
      letters.map((size, i) => ({
        size,
        eu: String(44 + i * 2),
        values: { chest: `${86 + i * 6}–${92 + i * 6}`, waist: `${72 + i * 6}–${78 + i * 6}` },
      })),
    ),
    table(
      4,
      "Odzież dziecięca",
      [26, 27, 28],
      [
        { key: "height", label: "Wzrost" },
        { key: "age", label: "Wiek" },
      ],
      KID_SIZES.map((s, i) => ({
        size: s.label,
        eu: s.label,
        values: { height: s.label, age: `${2 + i * 2}–${3 + i * 2} lata` },
      })),
    ),
  ];
}
