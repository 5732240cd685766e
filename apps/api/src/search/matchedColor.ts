import { matchedSizeLabel } from "@outlet/listing";
import { isEnabled } from "@outlet/variant-selection";
import type { LiveJson } from "../catalog/liveJsonCache.js";
import { analyze } from "./analyzeText.js";
import { colorLabelsOf } from "./productTextFields.js";

/** What a text search matched on a hit: the colour label (`matched_color`) and size label (`matched_size`). */
export interface HitMatch {
  readonly color?: string | undefined;
  readonly size?: string | undefined;
}

/**
 * The size label of a product's enabled children that one of the query's words names exactly (issue 32:
 * "sukienka czerwona M" → "M"; `matchedSizeLabel` of `@outlet/listing`), or `undefined`. Pure.
 *
 * @example
 * matchedSizeOf({ configurable_children: [{ size_label: "S" }, { size_label: "M" }] }, ["sukienka", "m"]); // "M"
 */
export function matchedSizeOf(
  body: Readonly<Record<string, unknown>>,
  words: readonly string[],
): string | undefined {
  const children = Array.isArray(body.configurable_children) ? body.configurable_children : [];
  const labels = children
    .filter((c) => c !== null && typeof c === "object" && isEnabled(c))
    .map((c) => (c as { size_label?: unknown }).size_label)
    .filter((l): l is string => typeof l === "string");
  return matchedSizeLabel(words, [...new Set(labels)]);
}

/**
 * The colour label of a product that a text search matched (api-contract §8.4, issue 32): the first of
 * its colour labels (enabled children's, in order) with an analysed term among the query's expanded
 * terms, or `undefined`. Pure.
 *
 * @example
 * matchedColorOf({ configurable_children: [{ color_label: "Czarny" }, { color_label: "Żółty" }] }, new Set(["zolt", "sukien"])); // "Żółty"
 */
export function matchedColorOf(
  body: Readonly<Record<string, unknown>>,
  terms: ReadonlySet<string>,
): string | undefined {
  return colorLabelsOf(body).find((label) => analyze(label).some((term) => terms.has(term)));
}

/**
 * What the text matched on each of a page's product documents (whole documents), by id: the colour
 * label among the query's expanded `terms`, the size label among its `words`; documents where neither
 * matched are left out.
 *
 * @example
 * await hitMatches(docs, await text.expandedTerms("sukienka czerwona M"), ["sukienka", "czerwona", "m"]); // Map { 155 => { color: "Czerwony", size: "M" }, … }
 */
export async function hitMatches(
  docs: readonly LiveJson[],
  terms: ReadonlySet<string>,
  words: readonly string[],
): Promise<Map<number, HitMatch>> {
  const matched = new Map<number, HitMatch>();
  if (terms.size === 0 && words.length === 0) return matched;
  for (const { id, json } of docs) {
    const body = JSON.parse(json.toString("utf8")) as Record<string, unknown>;
    const color = terms.size === 0 ? undefined : matchedColorOf(body, terms);
    const size = matchedSizeOf(body, words);
    if (color !== undefined || size !== undefined) matched.set(id, { color, size });
  }
  return matched;
}

/**
 * A hit's `_source` JSON with `matched_color` and `matched_size` as its first fields (§8.4: always present
 * on a hit whose colour field matched, whatever the field selection; the size likewise, issue 32), or the
 * JSON unchanged.
 *
 * @example
 * withMatch(Buffer.from('{"id":1}'), { color: "Czerwony", size: "M" }).toString(); // '{"matched_color":"Czerwony","matched_size":"M","id":1}'
 */
export function withMatch(json: Buffer, match: HitMatch | undefined): Buffer {
  const fields = [
    ...(match?.color === undefined ? [] : [`"matched_color":${JSON.stringify(match.color)}`]),
    ...(match?.size === undefined ? [] : [`"matched_size":${JSON.stringify(match.size)}`]),
  ];
  if (fields.length === 0 || json[0] !== 0x7b) return json;
  const rest = json.subarray(1);
  const empty = rest.toString("utf8").trimStart().startsWith("}");
  return Buffer.concat([Buffer.from(`{${fields.join(",")}${empty ? "" : ","}`), rest]);
}
