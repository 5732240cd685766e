import type { StaffRole } from "@outlet/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { StaffAuth } from "../staff/createStaffAuth.js";
import { admitStaff } from "../staff/staffOf.js";
import { ApiError } from "./apiError.js";
import { clientIp } from "./clientIp.js";
import type { RateLimiter, RateLimitRule } from "./createRateLimiter.js";
import type { WorkGate } from "./createWorkGate.js";
import { RawJson } from "./rawJson.js";

/** Caching policy of a route's successful response (§1.6). Errors are always `no-store`. */
export type CachePolicy = "no-store" | "public" | "immutable";

/** Per-route options. */
export interface RouteConfig {
  /** Rules counted per client IP before the handler runs (Appendix A). */
  readonly rateLimit?: readonly RateLimitRule[];
  /** @default "no-store" */
  readonly cache?: CachePolicy;
  /**
   * `true`: the handler's return value becomes `{ code: 200, result }`. `false`: it is sent as is (search
   * response, URL-map hit). A handler that already sent a reply (image bytes) is left alone.
   * @default true
   */
  readonly envelope?: boolean;
  /** Body limit in bytes (S17). @default 65536 */
  readonly bodyLimit?: number;
  /**
   * A staff route (after-sales-and-law.md §7): refused without a staff session or API key (401
   * `staff_unauthenticated`, also for a shopper's token), for a role not listed (403 `staff_forbidden`), and,
   * for a cookie session's write, without its CSRF token (403 `csrf_invalid`). The handler reads the actor
   * with `staffOf(request)`. `beforePasswordChange` lets a one-time password's session in (its own routes).
   */
  readonly staff?: { readonly roles: readonly StaffRole[]; readonly beforePasswordChange?: boolean };
  /**
   * The expensive work the handler does (issue 31 finding 1): it runs through that {@link WorkGate}, bounded
   * per client and globally, the excess shed with 429/503 and `Retry-After` before any of it is done.
   */
  readonly gate?: WorkGateName;
}

/** The kinds of expensive work with a gate of their own (`createWorkGates`). */
export type WorkGateName = "hash" | "search" | "media" | "order";

/** One registered route, as the access-control test enumerates them. */
export interface RegisteredRoute {
  readonly method: "GET" | "POST" | "PATCH" | "DELETE";
  readonly path: string;
  readonly staff: RouteConfig["staff"] | undefined;
}

/** A route handler: returns the result (or sends itself, for non-JSON bytes). */
export type RouteHandler = (request: FastifyRequest, reply: FastifyReply) => unknown | Promise<unknown>;

/** Registers routes with the shared conventions: envelope, rate limits, cache policy, 405s. */
export interface Router {
  get(path: string, config: RouteConfig, handler: RouteHandler): void;
  post(path: string, config: RouteConfig, handler: RouteHandler): void;
  /** A partial change of one resource (the back office's focused writes). */
  patch(path: string, config: RouteConfig, handler: RouteHandler): void;
  delete(path: string, config: RouteConfig, handler: RouteHandler): void;
  /** Registers 405 answers (with `Allow`) for the other methods of every path. Called once by the server. */
  finish(): void;
  /** Every route registered so far, in order. */
  routes(): readonly RegisteredRoute[];
}

/** Sends a JSON body with the API's content type. */
export function sendJson(reply: FastifyReply, status: number, payload: unknown): FastifyReply {
  const body = payload instanceof RawJson ? payload.json : JSON.stringify(payload);
  return reply.code(status).type("application/json; charset=utf-8").send(body);
}

const ALL_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;

/**
 * Creates the router the route groups register with.
 *
 * @example
 * const router = createRouter(app, { limiter, forwardingKey: null, now: Date.now, staff: staffAuth });
 * router.get("/api/ext/countries", { cache: "public", rateLimit: [RATE_LIMITS.catalog] }, () => countries);
 */
export function createRouter(
  app: FastifyInstance,
  deps: {
    limiter: RateLimiter;
    forwardingKey: string | null;
    now: () => number;
    staff: StaffAuth;
    /** The gates of {@link RouteConfig.gate}; without them (or without a route's) the work runs at once. */
    gates?: Readonly<Partial<Record<WorkGateName, WorkGate>>>;
  },
): Router {
  const methodsByPath = new Map<string, Set<string>>();
  const registered: RegisteredRoute[] = [];
  const add = (
    method: "GET" | "POST" | "PATCH" | "DELETE",
    path: string,
    config: RouteConfig,
    handler: RouteHandler,
  ): void => {
    const methods = methodsByPath.get(path) ?? new Set<string>();
    methods.add(method);
    if (method === "GET") methods.add("HEAD");
    methodsByPath.set(path, methods);
    registered.push({ method, path, staff: config.staff });
    const staff = config.staff;
    app.route({
      method,
      url: path,
      ...(config.bodyLimit === undefined ? {} : { bodyLimit: config.bodyLimit }),
      config: { cache: config.cache ?? "no-store" },
      // before the body is parsed: a caller who may not use the route learns nothing about its input
      ...(staff === undefined
        ? {}
        : {
            onRequest: async (request: FastifyRequest) => {
              const admission = await deps.staff.admit(request, staff);
              admitStaff(request, admission.principal, admission.apiKeyId);
            },
          }),
      preHandler: async (request) => {
        for (const rule of config.rateLimit ?? []) {
          const result = await deps.limiter.hit(rule, clientIp(request, deps.forwardingKey), deps.now());
          if (!result.allowed) {
            throw new ApiError("rate_limited", {
              result: { retry_after: result.retryAfterS },
              headers: { "Retry-After": String(result.retryAfterS) },
            });
          }
        }
      },
      handler: async (request, reply) => {
        const gate = config.gate === undefined ? undefined : deps.gates?.[config.gate];
        const value = gate
          ? await gate.run(clientIp(request, deps.forwardingKey), () => handler(request, reply))
          : await handler(request, reply);
        if (reply.sent) return reply;
        if (config.envelope === false) return sendJson(reply, 200, value);
        if (value instanceof RawJson)
          return sendJson(
            reply,
            200,
            new RawJson(
              Buffer.concat([
                Buffer.from('{"code":200,"result":'),
                Buffer.from(value.json),
                Buffer.from("}"),
              ]),
            ),
          );
        return sendJson(reply, 200, { code: 200, result: value });
      },
    });
  };
  return {
    get: (path, config, handler) => add("GET", path, config, handler),
    post: (path, config, handler) => add("POST", path, config, handler),
    patch: (path, config, handler) => add("PATCH", path, config, handler),
    delete: (path, config, handler) => add("DELETE", path, config, handler),
    routes: () => registered,
    finish() {
      for (const [path, methods] of methodsByPath) {
        const missing = ALL_METHODS.filter((m) => !methods.has(m));
        if (missing.length === 0) continue;
        const allow = [...ALL_METHODS.filter((m) => methods.has(m)), "OPTIONS"].join(", ");
        app.route({
          method: [...missing],
          url: path,
          handler: async () => {
            throw new ApiError("method_not_allowed", { headers: { Allow: allow } });
          },
        });
      }
    },
  };
}
