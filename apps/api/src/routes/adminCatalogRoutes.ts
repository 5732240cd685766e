import { timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { applyProductChange, PROTECTED_FIELDS } from "../catalog/applyProductChange.js";
import type { RouteGroup } from "../context.js";
import { ApiError } from "../http/apiError.js";
import { parseInput, skuSchema } from "../http/validation.js";

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

function bearerMatches(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization ?? "";
  if (!token || !header.startsWith("Bearer ")) return false;
  const given = Buffer.from(header.slice(7));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * `POST /api/admin/products/:sku` (bearer `ADMIN_TOKEN`; 401 without it or when it is unset): changes a
 * product or configurable child (price, special price, stock, status, name, other fields), reloads the
 * catalogue the API serves, and announces the affected cache tags to `STOREFRONT_INVALIDATE_URL` with
 * `STOREFRONT_INVALIDATE_KEY` (a failed announcement is logged, the change stands). Answers the tags and
 * whether the storefront took them.
 */
export const adminCatalogRoutes: RouteGroup = {
  name: "admin-catalog",
  register(router, context) {
    const token = process.env.ADMIN_TOKEN || undefined;
    router.post("/api/admin/products/:sku", {}, async (request) => {
      if (!bearerMatches(request, token)) throw new ApiError("unauthorized");
      const { sku } = parseInput("path", z.strictObject({ sku: skuSchema }), request.params);
      const change = parseInput("body", changeSchema, request.body);
      const result = await applyProductChange(
        { database: context.database, catalog: context.catalog, now: context.now() },
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
