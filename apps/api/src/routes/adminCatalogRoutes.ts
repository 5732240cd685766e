import { z } from "zod";
import { applyProductChange, PROTECTED_FIELDS } from "../catalog/applyProductChange.js";
import { defaultManufacturer } from "../catalog/defaultManufacturer.js";
import type { RouteGroup } from "../context.js";
import { ApiError } from "../http/apiError.js";
import { parseInput, skuSchema } from "../http/validation.js";
import { staffOf } from "../staff/staffOf.js";

const dateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/)
  .nullable();

const changeSchema = z.strictObject({
  price: z.number().positive().max(1_000_000).optional(),
  special_price: z.number().positive().max(1_000_000).nullable().optional(),
  special_from_date: dateTime.optional(),
  special_to_date: dateTime.optional(),
  name: z.string().trim().min(1).max(255).optional(),
  status: z.union([z.literal(1), z.literal(2)]).optional(),
  stock: z
    .strictObject({
      is_in_stock: z.boolean().optional(),
      qty: z.number().int().min(0).max(1_000_000).optional(),
    })
    .optional(),
  fields: z
    .record(z.string().regex(/^[a-z][a-z0-9_]{0,63}$/), z.unknown())
    .refine((fields) => Object.keys(fields).every((field) => !PROTECTED_FIELDS.has(field)), {
      message: "protected field",
    })
    .optional(),
});

/**
 * `POST /api/admin/products/:sku` (the owner: a staff session with its CSRF token, or an owner's staff API
 * key `Authorization: Bearer stk_…`; after-sales-and-law.md §7 replaced the shared `ADMIN_TOKEN`): changes a
 * product or configurable child (price, special price, stock, status, name, other fields), reloads the
 * catalogue the API serves, and announces the affected cache tags to `STOREFRONT_INVALIDATE_URL` with
 * `STOREFRONT_INVALIDATE_KEY` (a failed announcement is logged, the change stands). Answers the tags and
 * whether the storefront took them. Audited (`product.update`, the changed values before and after).
 */
export const adminCatalogRoutes: RouteGroup = {
  name: "admin-catalog",
  register(router, context) {
    router.post("/api/admin/products/:sku", { staff: { roles: ["owner"] } }, async (request) => {
      const actor = staffOf(request);
      const { sku } = parseInput("path", z.strictObject({ sku: skuSchema }), request.params);
      const change = parseInput("body", changeSchema, request.body);
      const result = await applyProductChange(
        {
          database: context.database,
          catalog: context.catalog,
          now: context.now(),
          manufacturer: defaultManufacturer(await context.settings.read(context.database.db)),
          onChange: (trx, values) =>
            context.audit.record(trx, {
              actor,
              action: "product.update",
              entity: "product",
              entityId: sku,
              ...values,
            }),
        },
        sku,
        change,
      );
      if (!result) throw new ApiError("not_found");
      const announced = await context.announcer.announce(result.tags);
      context.log.info({ sku, tags: result.tags, announced }, "admin product change");
      return { sku, tags: result.tags, announced };
    });
  },
};
