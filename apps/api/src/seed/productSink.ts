import { isEnabled } from "@outlet/variant-selection";
import type { JsonObject, SeedDocument, SeedPrice, SeedStock } from "./seedTypes.js";

/** State shared while generating: id counter and outputs. */
export interface ProductSink {
  nextId: number;
  documents: SeedDocument[];
  stock: SeedStock[];
  priceHistory: SeedPrice[];
}

/**
 * Adds a product document to the sink, keyed by SKU, active unless disabled (status 2).
 *
 * @example
 * pushProduct(sink, { id: 1, sku: "SUK-0001", url_path: "sukienka-1", status: 1 });
 */
export function pushProduct(sink: ProductSink, body: JsonObject): void {
  sink.documents.push({
    entity_type: "product",
    id: body.id as number,
    doc_key: body.sku as string,
    url_path: body.url_path as string,
    is_active: isEnabled(body),
    body,
  });
}

/** A simple product a bundle or grouped product may link to. */
export interface LinkableSimple {
  readonly id: number;
  readonly sku: string;
  readonly priceGrosze: number;
  readonly name: string;
}
