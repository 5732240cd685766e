import { dirname, isAbsolute, resolve } from "node:path";
import { storeProductImage } from "../media/productImageFiles.js";
import type { ImportProblem, Pending, ProductLine } from "./importLineSchemas.js";

/** Picture file (as written in the line) → media path, or `null` when the file was unusable. */
export type StoredImages = ReadonlyMap<string, string | null>;

/** Every picture file a product line names, with the field that names it. */
function imageFields(line: ProductLine): { field: string; file: string }[] {
  return [
    ...(line.image_file === undefined ? [] : [{ field: "image_file", file: line.image_file }]),
    ...(line.gallery_files ?? []).map((file, index) => ({ field: `gallery_files.${index}`, file })),
    ...(line.configurable_children ?? []).flatMap((child, index) =>
      child.image_file === undefined
        ? []
        : [{ field: `configurable_children.${index}.image_file`, file: child.image_file }],
    ),
  ];
}

/**
 * Stores the pictures the product lines of a batch name (relative paths from the import file's folder),
 * one at a time (sharp already uses every core for one picture). An unusable file is a `warning` on each
 * line that names it: the product is still imported, with the placeholder.
 *
 * @example
 * const { images, problems } = await storeBatchImages(batch, { file: "/srv/import/products.jsonl", dataDir });
 */
export async function storeBatchImages(
  batch: readonly Pending[],
  options: { readonly file: string; readonly dataDir: string },
): Promise<{ images: StoredImages; problems: ImportProblem[] }> {
  const base = dirname(resolve(options.file));
  const images = new Map<string, string | null>();
  const problems: ImportProblem[] = [];
  for (const { line, value } of batch) {
    if (value.type !== "product") continue;
    for (const { field, file } of imageFields(value)) {
      if (!images.has(file)) {
        const stored = await storeProductImage(
          options.dataDir,
          isAbsolute(file) ? file : resolve(base, file),
        );
        images.set(file, stored.ok ? stored.path : null);
        if (!stored.ok)
          problems.push({
            line,
            field,
            message: `${stored.reason} (pokazany zostanie zastępczy obraz)`,
            severity: "warning",
          });
      } else if (images.get(file) === null)
        problems.push({
          line,
          field,
          message: `obraz nieużyteczny: ${file} (zastępczy obraz)`,
          severity: "warning",
        });
    }
  }
  return { images, problems };
}
