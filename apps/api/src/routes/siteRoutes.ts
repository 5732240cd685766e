import { z } from "zod";
import type { RouteGroup } from "../context.js";
import { ApiError } from "../http/apiError.js";
import { RATE_LIMITS } from "../http/createRateLimiter.js";
import { commonQuery, customIssue, noControlCharacters, parseInput } from "../http/validation.js";
import { selectFields } from "../search/selectFields.js";
import { shopServices } from "../shop/shopServices.js";
import { positiveIntParam } from "./cmsRoutes.js";

const noQuery = z.strictObject(commonQuery);
const publicRead = { rateLimit: [RATE_LIMITS.catalog], cache: "public" as const };

const relativePath = z
  .string()
  .min(1)
  .max(512)
  .refine(
    (p) => p.startsWith("/") && !p.startsWith("//") && !/^[a-z][a-z0-9+.-]*:/i.test(p) && !p.includes("\\"),
    customIssue(
      "invalid_format",
      "Ścieżka musi zaczynać się od / i nie może zawierać schematu ani hosta.",
      "The path must start with / and carry no scheme or host.",
    ),
  );

/** Countries (§10.1), size tables (§10.2), redirects (§10.5) and the start-page record (§10.6). */
export const siteRoutes: RouteGroup = {
  name: "site",
  register(router, context) {
    router.get("/api/ext/countries", publicRead, async (request) => {
      parseInput("query", noQuery, request.query);
      return (await context.catalog.documents("country")).map((c) => selectFields(c, null, null));
    });
    router.get("/api/ext/size-tables", publicRead, async (request) => {
      parseInput("query", noQuery, request.query);
      return (await context.catalog.documents("size_table")).map((t) => ({
        id: t.id,
        name: t.name,
        category_ids: t.category_ids,
      }));
    });
    router.get("/api/ext/size-tables/:id", publicRead, async (request) => {
      parseInput("query", noQuery, request.query);
      const { id } = parseInput("path", z.strictObject({ id: positiveIntParam }), request.params);
      const table = (await context.catalog.documents("size_table")).find((t) => t.id === id);
      if (!table) throw new ApiError("not_found");
      return selectFields(table, null, null);
    });
    router.get("/api/ext/redirects", publicRead, async (request) => {
      parseInput("query", noQuery, request.query);
      return (await context.catalog.documents("redirect"))
        .slice(0, 5000)
        .map((r) => ({ from: r.from, to: r.to, status: r.status }));
    });
    router.get("/api/ext/redirects/lookup", publicRead, async (request) => {
      const { path } = parseInput(
        "query",
        z.strictObject({ ...commonQuery, path: relativePath }),
        request.query,
      );
      const normalised = path.length > 1 ? path.replace(/\/+$/, "") : path;
      const hit = (await context.catalog.documents("redirect")).find(
        (r) => r.from === path || r.from === normalised,
      );
      if (!hit) throw new ApiError("not_found");
      return { from: hit.from, to: hit.to, status: hit.status };
    });
    const startPageBody = z.strictObject({
      url: z
        .string()
        .min(1)
        .max(2048)
        .refine(
          noControlCharacters,
          customIssue(
            "invalid_format",
            "Niedozwolone znaki sterujące.",
            "Control characters are not allowed.",
          ),
        )
        .refine(
          (u) => {
            if (u.startsWith("/") && !u.startsWith("//")) return true;
            try {
              const origin = new URL(u).origin;
              return origin === context.config.storefrontUrl || context.config.corsOrigins.includes(origin);
            } catch {
              return false;
            }
          },
          customIssue(
            "invalid_format",
            "Adres musi być ścieżką lub adresem sklepu.",
            "The URL must be a path or a shop URL.",
          ),
        ),
      date: z.iso.datetime({ offset: true }),
    });
    router.post("/api/ext/start-page", { rateLimit: [RATE_LIMITS.analytics] }, async (request) => {
      parseInput("query", noQuery, request.query);
      const body = parseInput("body", startPageBody, request.body);
      const when = Date.parse(body.date);
      if (Math.abs(when - context.now()) > 24 * 3_600_000) {
        throw ApiError.invalid([
          {
            path: "date",
            code: "invalid_format",
            message: "Data musi mieścić się w ±24 h od czasu serwera.",
            messageEn: "The date must be within ±24 h of the server clock.",
          },
        ]);
      }
      // a valid token attributes the record to its customer; an invalid one is ignored (§1.4, §10.6)
      const customerId = await shopServices(context).auth.lenientCustomer(request);
      await context.database.db
        .insertInto("start_page_record")
        .values({
          url: body.url,
          date: new Date(when).toISOString(),
          customer_id: customerId,
          created_at: new Date(context.now()).toISOString(),
        })
        .execute();
      return "OK";
    });
  },
};
