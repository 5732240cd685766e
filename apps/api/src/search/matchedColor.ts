import type { LiveJson } from "../catalog/liveJsonCache.js";
import { analyze } from "./analyzeText.js";
import { colorLabelsOf } from "./productTextFields.js";

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
 * The matched colour of each of a page's product documents (whole documents), by id; documents whose
 * colours did not match are left out.
 *
 * @example
 * await matchedColors(docs, await text.expandedTerms("sukienka zolta")); // Map { 812 => "Żółty", … }
 */
export async function matchedColors(
  docs: readonly LiveJson[],
  terms: ReadonlySet<string>,
): Promise<Map<number, string>> {
  const matched = new Map<number, string>();
  if (terms.size === 0) return matched;
  for (const { id, json } of docs) {
    const label = matchedColorOf(JSON.parse(json.toString("utf8")) as Record<string, unknown>, terms);
    if (label !== undefined) matched.set(id, label);
  }
  return matched;
}

/**
 * A hit's `_source` JSON with `matched_color` as its first field (§8.4: always present on a hit whose
 * colour field matched, whatever the field selection), or the JSON unchanged.
 *
 * @example
 * withMatchedColor(Buffer.from('{"id":1}'), "Żółty").toString(); // '{"matched_color":"Żółty","id":1}'
 */
export function withMatchedColor(json: Buffer, label: string | undefined): Buffer {
  if (label === undefined || json[0] !== 0x7b) return json;
  const field = `{"matched_color":${JSON.stringify(label)}`;
  const rest = json.subarray(1);
  const empty = rest.toString("utf8").trimStart().startsWith("}");
  return Buffer.concat([Buffer.from(empty ? field : `${field},`), rest]);
}
