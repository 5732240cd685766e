import { z } from "zod";
import { ApiError, type Issue, type IssueCode } from "./apiError.js";

/** Where an input came from; decides the issue path prefix (§1.3). */
export type InputLocation = "body" | "query" | "path" | "header";

type ZodIssue = z.core.$ZodIssue;

const joinPath = (location: InputLocation, path: readonly PropertyKey[]): string => {
  const dotted = path.map((p) => String(p)).join(".");
  if (location === "body") return dotted;
  return dotted === "" ? location : `${location}.${dotted}`;
};

const originNoun = (origin: unknown, pl: boolean): string => {
  switch (origin) {
    case "string":
      return pl ? "znaków" : "characters";
    case "array":
    case "set":
      return pl ? "elementów" : "items";
    default:
      return "";
  }
};

/**
 * Builds an issue with Polish and English messages.
 *
 * @example
 * issue("query.sku", "required", "To pole jest wymagane.", "This field is required.");
 */
export function issue(
  path: string,
  code: IssueCode,
  pl: string,
  en: string,
  extra: Record<string, unknown> = {},
): Issue {
  return { ...extra, path, code, message: pl, messageEn: en };
}

function mapIssue(location: InputLocation, zi: ZodIssue): Issue[] {
  const path = joinPath(location, zi.path);
  switch (zi.code) {
    case "invalid_type":
      if (!("input" in zi) || zi.input === undefined) {
        return [issue(path, "required", "To pole jest wymagane.", "This field is required.")];
      }
      return [
        issue(
          path,
          "invalid_type",
          `Nieprawidłowy typ wartości (oczekiwano: ${zi.expected}).`,
          `Invalid type (expected ${zi.expected}).`,
        ),
      ];
    case "too_small": {
      const min = Number(zi.minimum);
      const noun = originNoun(zi.origin, true);
      return [
        issue(
          path,
          "too_small",
          noun ? `Minimalna długość to ${min} ${noun}.` : `Minimalna wartość to ${min}.`,
          noun ? `Minimum length is ${min} ${originNoun(zi.origin, false)}.` : `Minimum value is ${min}.`,
          { minimum: min },
        ),
      ];
    }
    case "too_big": {
      const max = Number(zi.maximum);
      const noun = originNoun(zi.origin, true);
      return [
        issue(
          path,
          "too_big",
          noun ? `Maksymalna długość to ${max} ${noun}.` : `Maksymalna wartość to ${max}.`,
          noun ? `Maximum length is ${max} ${originNoun(zi.origin, false)}.` : `Maximum value is ${max}.`,
          { maximum: max },
        ),
      ];
    }
    case "invalid_format":
      return [issue(path, "invalid_format", "Nieprawidłowy format.", "Invalid format.")];
    case "invalid_value":
      return [
        issue(
          path,
          "invalid_enum",
          `Niedozwolona wartość. Dozwolone: ${zi.values.map(String).join(", ")}.`,
          `Value not allowed. Allowed: ${zi.values.map(String).join(", ")}.`,
        ),
      ];
    case "unrecognized_keys":
      return zi.keys.map((key) =>
        issue(
          joinPath(location, [...zi.path, key]),
          "unknown_key",
          `Nieznane pole: ${key}.`,
          `Unknown field: ${key}.`,
        ),
      );
    case "custom": {
      const params = (zi.params ?? {}) as { code?: IssueCode; en?: string };
      return [issue(path, params.code ?? "invalid_format", zi.message, params.en ?? zi.message)];
    }
    case "invalid_union":
      return [issue(path, "invalid_type", "Nieprawidłowa wartość.", "Invalid value.")];
    default:
      return [issue(path, "invalid_format", "Nieprawidłowa wartość.", "Invalid value.")];
  }
}

/**
 * Maps zod issues to the §1.3 issue list (paths prefixed by location; a missing value is `required`).
 *
 * @example
 * toIssues("query", result.error.issues); // [{ path: "query.sku", code: "required", … }]
 */
export function toIssues(location: InputLocation, issues: readonly ZodIssue[]): Issue[] {
  return issues.flatMap((zi) => mapIssue(location, zi));
}

/**
 * Validates an input against a strict zod schema, throwing a 400 {@link ApiError} with every issue.
 *
 * @example
 * const query = parseInput("query", z.strictObject({ sku: skuSchema }), request.query);
 */
export function parseInput<TSchema extends z.ZodType>(
  location: InputLocation,
  schema: TSchema,
  value: unknown,
): z.output<TSchema> {
  const result = schema.safeParse(value ?? (location === "body" ? undefined : {}), { reportInput: true });
  if (result.success) return result.data;
  throw ApiError.invalid(toIssues(location, result.error.issues));
}

/**
 * A custom zod issue with an §1.3 code and English text, for `.refine()`.
 *
 * @example
 * z.string().refine((s) => s !== "x", customIssue("invalid_format", "Nie x.", "Not x."));
 */
export function customIssue(
  code: IssueCode,
  pl: string,
  en: string = pl,
): { message: string; params: { code: IssueCode; en: string } } {
  return { message: pl, params: { code, en } };
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: S17 forbids control characters in free text
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;

/**
 * Whether a string is free of control characters other than newline and tab (S17).
 *
 * @example
 * noControlCharacters("a\tb"); // true
 */
export function noControlCharacters(value: string): boolean {
  return !CONTROL.test(value);
}

/**
 * Free text (S17): a string of `min`–`max` characters with no control characters other than newline and
 * tab (NFC normalisation already happened in the body parser).
 *
 * @example
 * z.strictObject({ comment: freeText(0, 2000) });
 */
export function freeText(min: number, max: number) {
  return z
    .string()
    .min(min)
    .max(max)
    .refine(
      (s) => !CONTROL.test(s),
      customIssue("invalid_format", "Niedozwolone znaki sterujące.", "Control characters are not allowed."),
    );
}

/**
 * One line of free text (S17) for what becomes a mail header (a subject): {@link freeText} without line
 * breaks (CR, LF, U+2028, U+2029), so no header can be injected.
 *
 * @example
 * z.strictObject({ subject: singleLine(1, 150) });
 */
export function singleLine(min: number, max: number) {
  return freeText(min, max).refine(
    (s) => !/[\r\n\u2028\u2029]/.test(s),
    customIssue(
      "invalid_format",
      "Temat musi mieścić się w jednym wierszu.",
      "The subject must be a single line.",
    ),
  );
}

/**
 * A non-negative integer sent as a query-string value (`"50"`).
 *
 * @example
 * z.strictObject({ size: queryInt(0, 1000).optional() });
 */
export function queryInt(min: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}

/** A product sku: 1–64 characters of letters, digits, `-`, `_`, `.` and `/`. */
export const skuSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/);

/**
 * A comma list of 1–`max` skus (`skus=a,b,c`), deduplicated in input order.
 *
 * @example
 * z.strictObject({ skus: skuList(50) });
 */
export function skuList(max: number) {
  return z
    .string()
    .max(max * 65)
    .transform((s) => s.split(",").map((x) => x.trim()))
    .pipe(z.array(skuSchema).min(1).max(max))
    .transform((list) => [...new Set(list)]);
}

/**
 * Parameters every endpoint tolerates (§1.1 `storeCode`, §1.4 `token`): add them to strict query schemas.
 *
 * @example
 * z.strictObject({ ...commonQuery, sku: skuSchema });
 */
export const commonQuery = {
  storeCode: z.string().max(32).optional(),
  token: z.string().max(2048).optional(),
};
