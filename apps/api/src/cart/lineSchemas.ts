import { z } from "zod";
import { freeText, skuSchema } from "../http/validation.js";

/** An int, or a numeric string as LB-era clients send (§5.4: `option_id: "93"`). */
export const intish = z.union([
  z
    .number()
    .int()
    .min(0)
    .max(2 ** 31),
  z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .max(2 ** 31),
    ),
]);

/** `product_option` of §5.4. */
export const productOptionSchema = z.strictObject({
  extension_attributes: z
    .strictObject({
      configurable_item_options: z
        .array(z.strictObject({ option_id: intish, option_value: intish }))
        .max(10)
        .optional(),
      // Only ids travel: anything else a client sends with an option (a price, a title) is dropped, the
      // server prices the options from the catalogue (S4).
      custom_options: z
        .array(z.object({ option_id: intish, option_value: freeText(0, 255) }))
        .max(20)
        .optional(),
      bundle_options: z
        .array(
          z.strictObject({
            option_id: intish,
            option_qty: z.number().int().min(0).max(999).optional(),
            option_selections: z.array(z.number().int().min(0)).max(50),
          }),
        )
        .max(20)
        .optional(),
    })
    .optional(),
});

/** A line quantity: integer 1–999 (§5.4, Appendix A). */
export const qtySchema = z.number().int().min(1).max(999);

export { skuSchema };
