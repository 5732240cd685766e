import * as z from "zod/mini";

/**
 * A number that LB may send as a numeric string (`tax_class_id`, `children_count`, api-contract §13.7).
 * Output: a number.
 * @example numberish.parse("2") // 2
 */
export const numberish = z.union([
  z.number(),
  z.pipe(z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/)), z.transform(Number)),
]);

/**
 * A boolean flag that LB may send as `"0"`/`"1"` or `0`/`1` (api-contract §13.7). Output: a boolean.
 * @example flag.parse("1") // true
 */
export const flag = z.pipe(
  z.union([z.boolean(), z.number(), z.string()]),
  z.transform((value) => value === true || value === 1 || value === "1" || value === "true"),
);

/**
 * An id that is a number on RB and may be a string on LB; kept verbatim (cart ids, api-contract §13.5).
 * @example idLike.parse("aZ3") // "aZ3"
 */
export const idLike = z.union([z.string(), z.number()]);

/**
 * A JSON object with any keys; used where the contract leaves a shape open.
 *
 * @example
 * anyRecord.parse({ any: "keys" })
 */
export const anyRecord = z.record(z.string(), z.unknown());
