import { createHash, randomUUID } from "node:crypto";
import { availableParallelism } from "node:os";
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";
import { createCacheAnnouncer } from "./catalog/announceCacheTags.js";
import { createCatalogStore } from "./catalog/createCatalogStore.js";
import { ensureProductIndex } from "./catalog/productIndexWriter.js";
import type { Config } from "./config.js";
import type { AppContext } from "./context.js";
import { type AppDatabase, openDatabase } from "./db/openDatabase.js";
import { ApiError, isApiError } from "./http/apiError.js";
import { checkRequest } from "./http/checkRequest.js";
import { handleClientError } from "./http/clientErrorResponse.js";
import { createRateLimiter } from "./http/createRateLimiter.js";
import { type CachePolicy, createRouter, type RegisteredRoute, sendJson } from "./http/createRouter.js";
import { createWorkGates } from "./http/createWorkGate.js";
import { errorEnvelope } from "./http/errorEnvelope.js";
import { langFrom } from "./http/messages.js";
import { parseJsonBody } from "./http/parseJsonBody.js";
import { keepRawBody } from "./http/rawBody.js";
import { STANDIN_PAGE_PATH } from "./payments/standInGateway.js";
import { complaintBodyParser } from "./routes/complaintRoutes.js";
import { routeGroups } from "./routes/index.js";
import { createSearchService } from "./search/createSearchService.js";
import { seedDatabase } from "./seed/seedDatabase.js";
import { loadShopConfig } from "./shop/shopConfig.js";
import { bootstrapOwner } from "./staff/bootstrapOwner.js";
import { createAuditRecorder } from "./staff/createAuditRecorder.js";
import { createSettingsStore } from "./staff/createSettingsStore.js";
import { createStaffAuth } from "./staff/createStaffAuth.js";

export type { Config } from "./config.js";
export { loadConfig } from "./config.js";
export type { AppContext, RouteGroup } from "./context.js";

/** Options of {@link createServer}. */
export interface CreateServerOptions {
  readonly config: Config;
  /** An open database; by default `<dataDir>/outlet.sqlite` is opened, migrated and seeded when empty. */
  readonly database?: AppDatabase;
  /** Clock (epoch ms), injectable for tests. @default Date.now */
  readonly now?: () => number;
  /**
   * Where the first owner's one-time password is printed (once, at the first start without
   * `ADMIN_EMAIL`/`ADMIN_PASSWORD`): the terminal, never the JSON log. @default process.stdout.write
   */
  readonly printToTerminal?: (text: string) => void;
}

/** Default body limit (S17, Appendix A). Routes may raise it (`POST /api/order`: 1 MB). */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

const CORS_METHODS = "GET, POST, DELETE, OPTIONS";
const CORS_HEADERS = "Authorization, Content-Type, Idempotency-Key, Accept-Language, X-Request-Id";
// after-sales-and-law.md §7: the back office's writes carry the staff session's CSRF token
const STAFF_CORS_HEADERS = `${CORS_HEADERS}, X-CSRF-Token`;
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
// Guest cart ids are credentials (contract S8): whoever has one reads and changes the cart.
const SECRET_QUERY =
  /([?&](?:token|refreshToken|password|currentPassword|newPassword|resetToken|secret|guest_token|order_secret|cartId|cart_id|quoteId|key)=)[^&]*/gi;

/**
 * Masks secrets in a URL before it is logged (S13).
 *
 * @example
 * redactUrl("/api/cart/pull?cartId=x&token=abc"); // "/api/cart/pull?cartId=[REDACTED]&token=[REDACTED]"
 * redactUrl("/api/ext/platnosc/aZ3…/zaplac"); // "/api/ext/platnosc/[REDACTED]/zaplac" (the payment page's key)
 */
export function redactUrl(url: string): string {
  return url
    .replace(SECRET_QUERY, "$1[REDACTED]")
    .replace(/(\/cms-data\/draft\/)[^/?]+/, "$1[REDACTED]")
    .replace(/(\/api\/ext\/platnosc\/)[^/?]+/, "$1[REDACTED]");
}

/**
 * Sends an {@link ApiError} in the `{code, result}` envelope with its headers.
 *
 * @example
 * return sendError(request, reply, new ApiError("not_found"));
 */
export function sendError(request: FastifyRequest, reply: FastifyReply, error: ApiError): FastifyReply {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return sendJson(
    reply,
    error.status,
    errorEnvelope(error, langFrom(request.headers["accept-language"]), request.id),
  );
}

/** Maps framework and unexpected errors to API errors; nothing caused by input becomes a 500. */
function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  const e = error as Partial<FastifyError> & { type?: string };
  switch (e.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return new ApiError("payload_too_large");
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return e.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE"
        ? new ApiError("unsupported_media_type")
        : ApiError.invalid([
            {
              path: "header.content-length",
              code: "invalid_format",
              message: "Nieprawidłowa długość treści.",
              messageEn: "Invalid Content-Length.",
            },
          ]);
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return ApiError.invalid([
        { path: "", code: "invalid_json", message: "Nieprawidłowy JSON.", messageEn: "Malformed JSON." },
      ]);
    case "FST_ERR_BAD_URL":
    case "FST_ERR_QSP_NOT_FN":
      return ApiError.invalid([
        {
          path: "path",
          code: "invalid_format",
          message: "Nieprawidłowy adres URL.",
          messageEn: "Malformed URL.",
        },
      ]);
    default:
      break;
  }
  if (typeof e.statusCode === "number" && e.statusCode === 413) return new ApiError("payload_too_large");
  if (typeof e.statusCode === "number" && e.statusCode === 415) return new ApiError("unsupported_media_type");
  if (typeof e.statusCode === "number" && e.statusCode >= 400 && e.statusCode < 500) {
    return ApiError.invalid([
      { path: "", code: "invalid_format", message: "Nieprawidłowe żądanie.", messageEn: "Bad request." },
    ]);
  }
  return new ApiError("internal", { cause: error });
}

/** Pino options: the level, secrets and tokens redacted from logged bodies and headers, URLs redacted. */
function loggerOptions(config: Config) {
  return config.logLevel === "silent"
    ? false
    : {
        level: config.logLevel,
        redact: {
          paths: [
            "req.headers.authorization",
            "headers.authorization",
            "*.token",
            "*.refreshToken",
            "*.password",
            "*.currentPassword",
            "*.newPassword",
            "*.resetToken",
            "*.secret",
            "*.guest_token",
            "*.order_secret",
            "*.cartId",
            "*.cart_id",
            "*.quoteId",
            "*.quote_id",
          ],
          censor: "[REDACTED]",
        },
        serializers: {
          req: (req: { method: string; url: string; id: string }) => ({
            id: req.id,
            method: req.method,
            url: redactUrl(req.url),
          }),
        },
      };
}

/**
 * The cache headers of an answer by its route's policy: `no-store` for errors and private answers,
 * a year for immutable ones, 60 s with a weak ETag (and 304 on a match) for public reads.
 */
function withCachePolicy(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (reply.statusCode >= 400 || request.method === "OPTIONS") {
    reply.header("Cache-Control", "no-store");
    return payload;
  }
  const policy = ((request.routeOptions.config as { cache?: CachePolicy } | undefined)?.cache ??
    "no-store") as CachePolicy;
  if (policy === "immutable") {
    reply.header("Cache-Control", "public, max-age=31536000, immutable");
    return payload;
  }
  if (
    policy === "public" &&
    (request.method === "GET" || request.method === "HEAD") &&
    (typeof payload === "string" || Buffer.isBuffer(payload))
  ) {
    // the search response's `took` varies between identical answers, so it is left out of the validator
    const start = typeof payload === "string" ? payload.slice(0, 32) : payload.subarray(0, 32).toString();
    // the prefix is ASCII: its length in characters is its length in bytes
    const took = /^\{"took":\d+,/.exec(start)?.[0].length ?? 0;
    const stable = typeof payload === "string" ? payload.slice(took) : payload.subarray(took);
    const etag = `W/"${createHash("sha1").update(stable).digest("base64url")}"`;
    reply.header("Cache-Control", "public, max-age=60");
    reply.header("ETag", etag);
    if (request.headers["if-none-match"] === etag) {
      reply.code(304);
      return "";
    }
    return payload;
  }
  reply.header("Cache-Control", "no-store");
  return payload;
}

/**
 * Builds the API: opens (or takes) the database, seeds it on first start, loads the catalogue into the
 * search index and registers every route group. Does not listen; call `listen({ port: 0 })` in tests.
 *
 * @example
 * const app = await createServer({ config: loadConfig({ ...process.env, DATA_DIR: tmp }) });
 * await app.listen({ port: 0, host: "127.0.0.1" });
 */
export async function createServer(options: CreateServerOptions): Promise<FastifyInstance> {
  const { config } = options;
  const now = options.now ?? Date.now;
  const ownsDatabase = options.database === undefined;
  const database =
    options.database ?? (await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }));
  await seedDatabase(database, {
    seed: config.seed,
    size: config.catalogueSize,
    now: now(),
    appSecret: config.appSecret,
  });
  await bootstrapOwner(database.db, {
    firstOwner: config.firstOwner,
    scryptLogN: loadShopConfig(process.env).scryptLogN,
    now: now(),
    print: options.printToTerminal ?? ((text) => process.stdout.write(text)),
  });
  await ensureProductIndex(database.db);
  const catalog = await createCatalogStore(database);
  const search = createSearchService(catalog, database.db, {
    index: config.searchIndex,
    budgetMs: config.searchBudgetMs,
  });
  const limiter = createRateLimiter({ db: database.db, enabled: config.rateLimits });

  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: DEFAULT_BODY_LIMIT,
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
    },
    return503OnClosing: true,
    // requests Node cannot parse get the error envelope (S10); a missing Host is answered by the hook below
    clientErrorHandler: handleClientError,
    http: { requireHostHeader: false },
    routerOptions: { maxParamLength: 600 },
    frameworkErrors: (error, request, reply) => {
      sendError(request, reply, toApiError(error));
    },
  });

  const closeTasks: (() => Promise<void> | void)[] = [];
  const context: AppContext = {
    config,
    database,
    catalog,
    search,
    limiter,
    now,
    log: app.log,
    announcer: createCacheAnnouncer({
      url: process.env.STOREFRONT_INVALIDATE_URL,
      key: process.env.STOREFRONT_INVALIDATE_KEY,
      log: app.log,
    }),
    audit: createAuditRecorder({ now }),
    settings: createSettingsStore({ now }),
    staffAuth: createStaffAuth({ db: database.db, appSecret: config.appSecret, now }),
    onClose: (task) => closeTasks.push(task),
    selfRequest: (request) => app.inject(request),
  };
  app.decorate("context", context);

  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    try {
      keepRawBody(request, body as string);
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  // The stand-in payment page's buttons are plain HTML forms (issue 12): their empty form bodies are
  // accepted on those two addresses only; everywhere else a form body stays a 415.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    (request, _body, done) => {
      if (request.url.startsWith(`${STANDIN_PAGE_PATH}/`)) done(null, {});
      else done(new ApiError("unsupported_media_type"), undefined);
    },
  );

  // after-sales-and-law.md §7: complaint photos are the one multipart upload (parsed for that path only)
  app.addContentTypeParser("multipart/form-data", { parseAs: "buffer" }, complaintBodyParser);

  app.addHook("onRequest", async (request, reply) => checkRequest(config, request, reply));

  app.addHook("onSend", async (request, reply, payload) => withCachePolicy(request, reply, payload));

  app.setErrorHandler((error, request, reply) => {
    const apiError = toApiError(error);
    if (apiError.status >= 500) {
      request.log.error({ err: error, reference: request.id }, "request failed");
    }
    return sendError(request, reply, apiError);
  });

  app.setNotFoundHandler((request, reply) => sendError(request, reply, new ApiError("not_found")));

  // CORS preflight (S11): 204, empty; allowed origins get the CORS headers set in onRequest
  app.options("*", async (request, reply) => {
    const origin = request.headers.origin;
    if (typeof origin === "string" && config.corsOrigins.includes(origin)) {
      reply.header("Access-Control-Allow-Methods", CORS_METHODS);
      reply.header(
        "Access-Control-Allow-Headers",
        request.url.startsWith("/api/admin/") ? STAFF_CORS_HEADERS : CORS_HEADERS,
      );
      reply.header("Access-Control-Max-Age", "600");
    }
    return reply.code(204).send();
  });

  const router = createRouter(app, {
    limiter,
    forwardingKey: config.forwardingKey,
    now,
    staff: context.staffAuth,
    // issue 31: expensive work bounded per client and globally; off with the rate limits (benchmarks)
    ...(config.rateLimits ? { gates: createWorkGates(availableParallelism()) } : {}),
  });
  for (const group of routeGroups) group.register(router, context);
  router.finish();
  app.decorate("registeredRoutes", router.routes());

  app.addHook("onClose", async () => {
    for (const task of closeTasks) await task();
    if (ownsDatabase) await database.close();
  });
  return app;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The API's shared services (config, database, catalogue, search, limits, clock). */
    context: AppContext;
    /** Every route the route groups registered (the access-control test enumerates the staff ones). */
    registeredRoutes: readonly RegisteredRoute[];
  }
}
