import type { CategoryDocument, ProductDocument } from "@outlet/contract";
import { z } from "zod";
import type { EntityDocument } from "../catalog/createCatalogStore.js";
import type { RouteGroup } from "../context.js";
import { RATE_LIMITS } from "../http/createRateLimiter.js";
import { customIssue, noControlCharacters, parseInput } from "../http/validation.js";
import { selectFields } from "../search/selectFields.js";

const fieldPatterns = z
  .array(z.string().regex(/^[A-Za-z0-9_.*]{1,100}$/))
  .max(100)
  .nullable()
  .optional();

/** Body of `POST /api/url/map` (§7.2). `options`, `filters`, `groupId`, `groupToken` are accepted and ignored. */
export const urlMapBodySchema = z.strictObject({
  url: z
    .string()
    .min(1)
    .max(512)
    .refine(
      noControlCharacters,
      customIssue("invalid_format", "Niedozwolone znaki sterujące.", "Control characters are not allowed."),
    ),
  includeFields: fieldPatterns,
  excludeFields: fieldPatterns,
  options: z.record(z.string(), z.unknown()).optional(),
  filters: z.strictObject({ sku: z.string().max(128).optional() }).optional(),
  groupId: z.number().int().optional(),
  groupToken: z.string().max(2048).optional(),
});

/** Fields every URL-map hit keeps, whatever the selection says (§7.2). */
const ALWAYS = ["url_path", "identifier", "id", "slug", "sku", "type_id"];

/** `POST /api/url/map`: a category, product or CMS page by exact path, as a raw hit or `null`. */
export const urlRoutes: RouteGroup = {
  name: "url",
  register(router, context) {
    router.post("/api/url/map", { rateLimit: [RATE_LIMITS.catalog], envelope: false }, async (request) => {
      const body = parseInput("body", urlMapBodySchema, request.body);
      const url = body.url.replace(/^\/+/, "");
      let type: "category" | "product" | "cms_page" | null = null;
      let doc: CategoryDocument | ProductDocument | EntityDocument | undefined = (
        await context.catalog.documents("category")
      ).find((c) => c.url_path === url);
      if (doc) type = "category";
      if (!doc) {
        doc = await context.catalog.productByUrlPath(url, context.now());
        if (doc) type = "product";
      }
      if (!doc) {
        doc = (await context.catalog.documents("cms_page")).find(
          (p) => p.identifier === url || p.url_key === url,
        );
        if (doc) type = "cms_page";
      }
      if (!doc || type === null) return null;
      const include =
        body.includeFields && body.includeFields.length > 0 ? [...body.includeFields, ...ALWAYS] : null;
      const exclude = body.excludeFields?.filter((f) => !ALWAYS.includes(f)) ?? null;
      const source = selectFields(doc, include, exclude);
      for (const key of ALWAYS) if (doc[key] !== undefined && !(key in source)) source[key] = doc[key];
      return {
        _index: context.config.searchIndex,
        _type: type,
        _id: String(doc.id),
        _score: 1,
        _source: source,
      };
    });
  },
};
