import { z } from "zod";
import { sha256Hex } from "../auth/secrets.js";
import type { Doc } from "../catalog/createCatalogStore.js";
import type { AppContext, RouteGroup } from "../context.js";
import { ApiError } from "../http/apiError.js";
import { RATE_LIMITS } from "../http/createRateLimiter.js";
import { commonQuery, parseInput } from "../http/validation.js";
import { selectFields } from "../search/selectFields.js";

/** A positive integer path parameter. */
export const positiveIntParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number);

const identifier = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,127}$/);
const storeIdParam = z.enum(["0", "1"]);
const noQuery = z.strictObject(commonQuery);
const publicRead = { rateLimit: [RATE_LIMITS.catalog], cache: "public" as const };

/** The public view of a document: internal (`_`) fields removed (S15). */
const publicView = (doc: Doc): Doc => selectFields(doc, null, null);

async function byId(context: AppContext, type: string, id: number): Promise<Doc> {
  const doc = (await context.catalog.documents(type)).find((d) => d.id === id);
  if (!doc) throw new ApiError("not_found");
  return publicView(doc);
}

async function byIdentifier(context: AppContext, type: string, id: string, storeId: string): Promise<Doc> {
  const doc = (await context.catalog.documents(type)).find(
    (d) =>
      d.identifier === id &&
      ((d.store_id as number[] | undefined) ?? [0]).some((s) => s === 0 || String(s) === storeId),
  );
  if (!doc) throw new ApiError("not_found");
  return publicView(doc);
}

/** CMS endpoints (§10.3, §10.4): pages and blocks by id or identifier, FAQ, partners, config, layout, drafts. */
export const cmsRoutes: RouteGroup = {
  name: "cms",
  register(router, context) {
    const base = "/api/ext/cms-data";
    router.get(`${base}/cmsPage/:id`, publicRead, (request) => {
      parseInput("query", noQuery, request.query);
      const { id } = parseInput("path", z.strictObject({ id: positiveIntParam }), request.params);
      return byId(context, "cms_page", id);
    });
    router.get(`${base}/cmsBlock/:id`, publicRead, (request) => {
      parseInput("query", noQuery, request.query);
      const { id } = parseInput("path", z.strictObject({ id: positiveIntParam }), request.params);
      return byId(context, "cms_block", id);
    });
    router.get(`${base}/cmsPageIdentifier/:identifier/storeId/:storeId`, publicRead, (request) => {
      parseInput("query", noQuery, request.query);
      const p = parseInput("path", z.strictObject({ identifier, storeId: storeIdParam }), request.params);
      return byIdentifier(context, "cms_page", p.identifier, p.storeId);
    });
    router.get(`${base}/cmsBlockIdentifier/:identifier/storeId/:storeId`, publicRead, (request) => {
      parseInput("query", noQuery, request.query);
      const p = parseInput("path", z.strictObject({ identifier, storeId: storeIdParam }), request.params);
      return byIdentifier(context, "cms_block", p.identifier, p.storeId);
    });
    router.get(`${base}/faq`, publicRead, async (request) => {
      parseInput("query", noQuery, request.query);
      const page = (await context.catalog.documents("cms_page")).find((d) => d.identifier === "faq");
      if (!page) throw new ApiError("not_found");
      return { groups: page._faq ?? [] };
    });
    router.get(`${base}/partners`, publicRead, async (request) => {
      parseInput("query", noQuery, request.query);
      const page = (await context.catalog.documents("cms_page")).find((d) => d.identifier === "partners");
      if (!page) throw new ApiError("not_found");
      return { items: page._partners ?? [] };
    });
    router.get(`${base}/config`, publicRead, async (request) => {
      parseInput("query", noQuery, request.query);
      const config = (await context.catalog.documents("site_config"))[0];
      if (!config) throw new ApiError("not_found");
      return publicView(config);
    });
    router.get(`${base}/layout/:name`, publicRead, async (request) => {
      const { lang } = parseInput(
        "query",
        z.strictObject({ ...commonQuery, lang: z.enum(["pl", "de", "it"]).default("pl") }),
        request.query,
      );
      const { name } = parseInput(
        "path",
        z.strictObject({ name: z.string().regex(/^[a-z0-9-]{1,40}$/) }),
        request.params,
      );
      const layout = (await context.catalog.documents("layout")).find((d) => d.name === name);
      const variant = (layout?.langs as Record<string, Doc> | undefined)?.[lang];
      if (!variant) throw new ApiError("not_found");
      return variant;
    });
    router.get(`${base}/draft/:key`, { rateLimit: [RATE_LIMITS.catalog] }, async (request, reply) => {
      parseInput("query", noQuery, request.query);
      const { key } = parseInput(
        "path",
        z.strictObject({ key: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/) }),
        request.params,
      );
      reply.header("X-Robots-Tag", "noindex");
      // looked up by the SHA-256 of the key, so the comparison never depends on the secret's bytes (S8)
      const found = await context.catalog.byKey("cms_draft", sha256Hex(key));
      const expires =
        typeof found?.doc.expires_at === "string" ? Date.parse(found.doc.expires_at) : Number.NaN;
      if (!found?.active || !(expires > context.now())) throw new ApiError("not_found");
      return publicView(found.doc);
    });
  },
};
