import { isSearchEntityType } from "@outlet/listing";
import type { FastifyRequest } from "fastify";
import type { RouteGroup } from "../context.js";
import { ApiError, isApiError } from "../http/apiError.js";
import { RATE_LIMITS } from "../http/createRateLimiter.js";
import { parseJsonBody } from "../http/parseJsonBody.js";
import { parseInput } from "../http/validation.js";
import { searchQuerySchema } from "../search/searchRequestSchemas.js";

/** `GET|POST /api/catalog/{index}/{entityType}/_search` (§7.1, §8). */
export const catalogRoutes: RouteGroup = {
  name: "catalog",
  register(router, context) {
    const handle = (request: FastifyRequest, method: "GET" | "POST") => {
      const params = request.params as { index: string; entityType: string };
      if (params.index !== context.config.searchIndex || !isSearchEntityType(params.entityType))
        throw new ApiError("not_found");
      const query = parseInput("query", searchQuerySchema, request.query);
      let body: unknown = {};
      if (method === "GET") {
        // the SearchQuery arrives URL-encoded in `request` and is decoded exactly once (by the query parser)
        if (query.request !== undefined) {
          try {
            body = parseJsonBody(query.request) ?? {};
          } catch (error) {
            if (!isApiError(error)) throw error;
            throw ApiError.invalid(error.issues.map((i) => ({ ...i, path: "query.request" })));
          }
        }
      } else {
        if (query.request !== undefined)
          throw ApiError.invalid([
            {
              path: "query.request",
              code: "unknown_key",
              message: "Parametr request jest dozwolony tylko w GET.",
              messageEn: "The request parameter is allowed with GET only.",
            },
          ]);
        body = request.body ?? {};
      }
      return context.search.search(params.entityType, query, body, context.now());
    };
    const config = {
      rateLimit: [RATE_LIMITS.catalog],
      envelope: false,
      cache: "public" as const,
      gate: "search" as const,
    };
    router.get("/api/catalog/:index/:entityType/_search", config, (request) => handle(request, "GET"));
    router.post("/api/catalog/:index/:entityType/_search", { ...config, cache: "no-store" }, (request) =>
      handle(request, "POST"),
    );
  },
};
