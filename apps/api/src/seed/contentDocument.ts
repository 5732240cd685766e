import type { JsonObject, SeedDocument } from "./seedTypes.js";

/**
 * One seed document of the non-product catalogue: the entity type and id, an optional lookup key and URL
 * path, active unless told otherwise.
 *
 * @example
 * contentDocument("redirect", 1, { from: "/a", to: "/b", status: 301 }, { key: "/a" });
 */
export const contentDocument = (
  entity_type: string,
  id: number,
  body: JsonObject,
  extra: { key?: string | null; url?: string | null; active?: boolean } = {},
): SeedDocument => ({
  entity_type,
  id,
  doc_key: extra.key ?? null,
  url_path: extra.url ?? null,
  is_active: extra.active ?? true,
  body,
});
