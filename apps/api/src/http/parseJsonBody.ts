import { ApiError } from "./apiError.js";
import { issue } from "./validation.js";

/** Appendix A: JSON nesting depth at most 32. */
export const MAX_JSON_DEPTH = 32;

function invalidJson(pl: string, en: string): ApiError {
  return ApiError.invalid([issue("", "invalid_json", pl, en)], {
    pl: "Nieprawidłowy JSON w treści żądania.",
    en: "The request body is not valid JSON.",
  });
}

/**
 * Walks a parsed JSON value: rejects nesting deeper than `maxDepth` and NFC-normalises every string and
 * key (S17). Returns the normalised copy.
 *
 * @example
 * normaliseJson({ name: "Z\u0307o\u0301łta" }); // { name: "Żółta" }
 */
export function normaliseJson(value: unknown, maxDepth = MAX_JSON_DEPTH, depth = 0): unknown {
  if (typeof value === "string") return value.normalize("NFC");
  if (value === null || typeof value !== "object") return value;
  if (depth >= maxDepth) {
    throw invalidJson(
      `JSON jest zbyt głęboko zagnieżdżony (maks. ${maxDepth} poziomy).`,
      `JSON nesting exceeds ${maxDepth} levels.`,
    );
  }
  if (Array.isArray(value)) return value.map((v) => normaliseJson(v, maxDepth, depth + 1));
  const out: Record<string, unknown> = Object.create(null);
  for (const [key, v] of Object.entries(value)) {
    const k = key.normalize("NFC");
    if (k === "__proto__" || k === "constructor" || k === "prototype") {
      throw invalidJson(`Niedozwolony klucz: ${k}.`, `Forbidden key: ${k}.`);
    }
    out[k] = normaliseJson(v, maxDepth, depth + 1);
  }
  return Object.setPrototypeOf(out, Object.prototype);
}

/**
 * Parses a JSON request body (S1, S17): an empty body is `undefined`, unparsable JSON is 400
 * `invalid_json`, then {@link normaliseJson}.
 *
 * @example
 * parseJsonBody('{"url":"kobiety"}'); // { url: "kobiety" }
 */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === "") return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidJson("Nieprawidłowy JSON.", "Malformed JSON.");
  }
  return normaliseJson(parsed);
}
