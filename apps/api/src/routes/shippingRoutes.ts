import { z } from "zod";
import type { RouteGroup } from "../context.js";
import { RATE_LIMITS } from "../http/createRateLimiter.js";
import { commonQuery, parseInput } from "../http/validation.js";
import { searchInpostLockers } from "../shipping/inpostLockers.js";

/** `GET /api/shipping/inpost-lockers?q=` (decision, issue 12): the InPost locker finder of the checkout. */
export const shippingRoutes: RouteGroup = {
  name: "shipping",
  register(router) {
    router.get("/api/shipping/inpost-lockers", { rateLimit: [RATE_LIMITS.catalog] }, (request) => {
      const { q } = parseInput(
        "query",
        z.strictObject({ ...commonQuery, q: z.string().max(64).default("") }),
        request.query,
      );
      return searchInpostLockers(q);
    });
  },
};
