import type { Envelope as ContractEnvelope } from "@outlet/contract";
import ky, { TimeoutError as KyTimeoutError } from "ky";
import type * as z from "zod/mini";
import { toApiError } from "./apiError.js";
import { DEFAULT_ENDPOINTS, type EndpointName, type EndpointTemplates } from "./endpointTemplates.js";
import {
  encodeStrict,
  fillUrlTemplate,
  type TemplateValues,
  templatePlaceholders,
} from "./fillUrlTemplate.js";
import {
  CartIdRequiredError,
  HttpError,
  NetworkError,
  type RequestSummary,
  ResponseFormatError,
  TimeoutError,
} from "./transportError.js";
import { effectiveStatus, unwrapEnvelope } from "./unwrapEnvelope.js";
import { withoutQueryParam } from "./withoutQueryParam.js";

type MaybePromise<T> = T | Promise<T>;

/**
 * Where the customer token travels (api-contract §1.4).
 *
 * @example
 * createTransport({ apiOrigin, tokenPlacement: "query" satisfies TokenPlacement });
 */
export type TokenPlacement = "header" | "query";

/**
 * Where the client runs; it only changes the default search timeout.
 *
 * @example
 * createTransport({ apiOrigin, environment: "server" satisfies TransportEnvironment });
 */
export type TransportEnvironment = "browser" | "server";

/**
 * Where the transport reports failures it absorbs (price refresh, stock, countries, size tables, URL map).
 *
 * @example
 * const logger: TransportLogger = { error: (message, details) => console.error(message, details) };
 */
export interface TransportLogger {
  /** Called with the spec's message (e.g. `Error occurred while retrieving country list`) and the cause. */
  error(message: string, details?: unknown): void;
}

/**
 * How the client is set up; one client per API origin (and, on the server, per shopper request).
 *
 * @example
 * const config: TransportConfig = { apiOrigin: "http://localhost:8080", environment: "server", getToken: () => session.token };
 */
export interface TransportConfig {
  /** API origin, e.g. `http://127.0.0.1:8080` (RB development default `http://localhost:8080`). */
  readonly apiOrigin: string;
  /**
   * Store code sent as the `storeCode` query parameter on every call when set (api-contract §1.1). Leave
   * unset for the single store view.
   * @default undefined
   */
  readonly storeCode?: string;
  /**
   * `"header"` sends `Authorization: Bearer <token>` and removes any `token=` parameter (the TP default,
   * api-contract §1.4, decision); `"query"` fills the templates' `token={{token}}` (the LB default).
   * @default "header"
   */
  readonly tokenPlacement?: TokenPlacement;
  /**
   * `"server"` lowers the default search timeout to 1 000 ms (catalogue §9, behaviour §7.11).
   * @default "browser"
   */
  readonly environment?: TransportEnvironment;
  /**
   * Timeout of every call in ms (api-contract §1.5).
   * @default 5000
   */
  readonly timeoutMs?: number;
  /**
   * Timeout of catalogue searches in ms.
   * @default 5000 in the browser, 1000 on the server
   */
  readonly searchTimeoutMs?: number;
  /**
   * Returns the current customer access token, read at call time. `""`, `"null"` and `"undefined"` count
   * as no token (api-contract §1.4).
   * @default () => undefined
   */
  readonly getToken?: () => MaybePromise<string | null | undefined>;
  /**
   * Returns the current cart id (a guest string or a customer number, kept verbatim, api-contract §13.5).
   * @default () => undefined
   */
  readonly getCartId?: () => MaybePromise<string | number | null | undefined>;
  /**
   * Refresh-and-retry once on 401 (api-contract §1.4). When set, a 401 answer (including LB's hidden 401,
   * §13.2) to a call that carried a token calls this once — concurrent 401s share one call — and retries
   * the call once with the returned token. A falsy return (or a throw) ends it: the original 401
   * `HttpError` is thrown and the caller signs out. Leave unset when the queue (`@outlet/queue`) drives
   * refreshes, so that refreshes are not doubled.
   * @default undefined (no refresh; 401 is thrown as an HttpError)
   */
  readonly refreshAccessToken?: () => Promise<string | null | undefined>;
  /**
   * URL templates overriding {@link DEFAULT_ENDPOINTS} by name (api-contract §1.5).
   * @default {}
   */
  readonly endpoints?: Partial<EndpointTemplates>;
  /**
   * Headers sent on every call, e.g. `Accept-Language` or, on the server, `X-Forwarded-For`.
   * @default {}
   */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * Direct access to the external review provider, for server-side use against deployments without the
   * backend's proxy (LB): `GET <url>/products/<uuid>/reviews?limit=` with `Authorization: Bearer <key>` and
   * `X-Alias: <alias>` (catalogue §7). Never configure it in the browser: the key is a secret (api-contract
   * S16). Unset, `reviews.fromProvider` uses the backend's proxy (§9.6).
   * @default undefined
   */
  readonly reviewProvider?: { readonly url: string; readonly key: string; readonly alias: string };
  /**
   * Receives the failures the transport absorbs into empty results.
   * @default console
   */
  readonly logger?: TransportLogger;
  /**
   * The `fetch` to use: the global one by default, an instrumented one on the server.
   * @default globalThis.fetch
   */
  readonly fetch?: typeof fetch;
}

/**
 * The configuration with every default applied.
 *
 * @example
 * const { searchTimeoutMs }: ResolvedTransportConfig = createTransport({ apiOrigin, environment: "server" }).config; // 1000
 */
export interface ResolvedTransportConfig {
  readonly apiOrigin: string;
  readonly storeCode: string | undefined;
  readonly tokenPlacement: TokenPlacement;
  readonly environment: TransportEnvironment;
  readonly timeoutMs: number;
  readonly searchTimeoutMs: number;
  readonly endpoints: EndpointTemplates;
  readonly reviewProvider: { readonly url: string; readonly key: string; readonly alias: string } | undefined;
}

/**
 * Query parameter values; `undefined` and `null` are left out.
 *
 * @example
 * const query: QueryValues = { sku: "SUK-0193-M", page: 1, userGroupId: undefined };
 */
export type QueryValues = Readonly<Record<string, string | number | boolean | null | undefined>>;

/**
 * One request as the typed calls describe it.
 *
 * @example
 * const request: TransportRequest<typeof stockItemSchema> = { endpoint: "stockCheck", method: "GET", query: { sku }, schema: stockItemSchema };
 */
export interface TransportRequest<TSchema extends z.ZodMiniType> {
  /** A configured call name, or a literal URL template (absolute or starting with `/`). */
  readonly endpoint: EndpointName | { readonly template: string };
  readonly method: "GET" | "POST" | "DELETE";
  /** Values for placeholders other than `{{token}}` and `{{cartId}}`. */
  readonly params?: TemplateValues;
  /** Query parameters appended after the template's own (strictly encoded, in the given order). */
  readonly query?: QueryValues;
  /** JSON body, sent with `Content-Type: application/json`. */
  readonly json?: unknown;
  /**
   * A `multipart/form-data` body (an upload with files), sent as is: the browser sets its `Content-Type` with
   * the boundary. Ignored when `json` is given.
   */
  readonly form?: FormData;
  readonly headers?: Readonly<Record<string, string>>;
  /** Schema of the raw body (`request`) or of the envelope's `result` (`call`). */
  readonly schema: TSchema;
  /** Overrides the configured timeout for this call. */
  readonly timeoutMs?: number;
  /** Send no token even when one is set (a guest retry of cart create, api-contract §1.4). @default false */
  readonly anonymous?: boolean;
  /** Aborts the call (e.g. a loader's `request.signal`); an abort fails as a NetworkError. */
  readonly signal?: AbortSignal;
}

/**
 * A successful envelope: `code` 200, the parsed `result` and the optional `meta` (login, refresh, social).
 *
 * @example
 * const { result, meta }: Envelope<string> = await transport.call({ endpoint: "userLogin", method: "POST", json, schema: z.string() });
 */
export interface Envelope<TResult> extends ContractEnvelope<TResult, 200> {
  readonly meta: Readonly<Record<string, unknown>> | undefined;
}

/**
 * One request of the background queue (`@outlet/queue`), named, never written as a URL: the endpoint's
 * name in {@link DEFAULT_ENDPOINTS} (or the configured `endpoints`), its placeholder values, a query, a
 * JSON body, and the token the queue's refresh lock chose (behaviour §11.3–§11.5).
 *
 * @example
 * const task: TransportTask = { endpoint: "stockCheck", query: { sku: "SUK-0193-M" }, token: "" };
 */
export interface TransportTask {
  /** An endpoint name, e.g. `"stockCheck"` or `"userMe"`; an unknown name is a programmer error (TypeError). */
  readonly endpoint: string;
  /** Values of the template's placeholders other than `{{token}}` and `{{cartId}}`. @default {} */
  readonly params?: TemplateValues;
  /** Query parameters appended to the filled template. @default {} */
  readonly query?: QueryValues;
  /** @default "GET" */
  readonly method?: string;
  /** A JSON value sent as the body. @default undefined (no body) */
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * The customer token to send (`""`: none). The queue passes the one its refresh lock decided on;
   * unset, the configured `getToken()` is read.
   * @default undefined
   */
  readonly token?: string;
}

/**
 * What a task answered: the envelope's `code` (also as `resultCode`), `result` and `meta`.
 *
 * @example
 * const { code, result }: TransportTaskResponse = await transport.executeTask(task);
 */
export interface TransportTaskResponse {
  readonly code: number;
  readonly resultCode: number;
  readonly result: unknown;
  readonly meta: unknown;
}

/**
 * The low-level client every typed call goes through.
 *
 * @example
 * const transport: Transport = createTransport({ apiOrigin: "http://localhost:8080" });
 */
export interface Transport {
  readonly config: ResolvedTransportConfig;
  readonly logger: TransportLogger;
  /** The current token, normalised (`""`, `"null"`, `"undefined"` → `undefined`). */
  currentToken(): Promise<string | undefined>;
  /** The current cart id, or `undefined`. */
  currentCartId(): Promise<string | number | undefined>;
  /** Sends one request whose success body is not enveloped (search, URL map) and parses it by `schema`. */
  request<TSchema extends z.ZodMiniType>(request: TransportRequest<TSchema>): Promise<z.output<TSchema>>;
  /** Sends one enveloped request: a `code` other than 200 throws an `HttpError`; `result` is parsed by `schema`. */
  call<TSchema extends z.ZodMiniType>(
    request: TransportRequest<TSchema>,
  ): Promise<Envelope<z.output<TSchema>>>;
  /**
   * Sends one request whose success body is a file (a photo): resolves with it as a `Blob`; an error answer
   * (enveloped JSON, api-contract §1.2) throws an `HttpError` as `call` does.
   */
  binary(request: Omit<TransportRequest<z.ZodMiniType>, "schema">): Promise<Blob>;
  /**
   * Runs one queue task (behaviour §11.3–§11.4): fills the named endpoint's template (a `{{cartId}}`
   * without a cart id rejects with `CartIdRequiredError` before any request), places the token, and
   * resolves with the envelope whatever its `code`; only a non-JSON answer, a falsy body, a timeout or a
   * network failure rejects. No refresh-and-retry: the queue's lock decides that (behaviour §11.5).
   */
  executeTask(task: TransportTask): Promise<TransportTaskResponse>;
}

const DEFAULT_TIMEOUT_MS = 5_000;
const SERVER_SEARCH_TIMEOUT_MS = 1_000;

const isEndpointName = (name: string): name is EndpointName => Object.hasOwn(DEFAULT_ENDPOINTS, name);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A token as the backend counts it: `""`, `"null"` and `"undefined"` are no token (api-contract §1.4). Pure.
 * @example normaliseToken("null") // undefined
 */
export function normaliseToken(token: string | null | undefined): string | undefined {
  return token === null || token === undefined || token === "" || token === "null" || token === "undefined"
    ? undefined
    : token;
}

function appendQuery(url: string, query: QueryValues): string {
  const pairs = Object.entries(query)
    .filter(
      (entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null,
    )
    .map(([key, value]) => `${encodeStrict(key)}=${encodeStrict(String(value))}`);
  if (pairs.length === 0) return url;
  const separator = url.includes("?") ? (url.endsWith("?") || url.endsWith("&") ? "" : "&") : "?";
  return `${url}${separator}${pairs.join("&")}`;
}

function summarise(method: string, url: string): RequestSummary {
  const parsed = new URL(url);
  const search = withoutQueryParam(parsed.search.length > 1 ? `?${parsed.search.slice(1)}` : "", "token");
  return { method, path: `${parsed.pathname}${search}` };
}

const retryAfter = (response: Response): { retryAfter: string | null } => ({
  retryAfter: response.headers.get("retry-after"),
});

/**
 * Creates the low-level client: ky over the injected `fetch`, URL templates with encoded substitutions,
 * the token as a bearer header or a query parameter, JSON in and out, every body checked by a zod schema,
 * every failure mapped to one of the transport's typed errors, and optional refresh-and-retry on 401.
 *
 * @example
 * const transport = createTransport({ apiOrigin: "http://127.0.0.1:8080", getToken: () => session.token });
 * const result = await searchCatalog(transport, { entityType: "product", query: {}, size: 8 });
 */
export function createTransport(config: TransportConfig): Transport {
  const environment = config.environment ?? "browser";
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const resolved: ResolvedTransportConfig = {
    apiOrigin: config.apiOrigin.replace(/\/+$/, ""),
    storeCode: config.storeCode,
    tokenPlacement: config.tokenPlacement ?? "header",
    environment,
    timeoutMs,
    searchTimeoutMs:
      config.searchTimeoutMs ?? (environment === "server" ? SERVER_SEARCH_TIMEOUT_MS : timeoutMs),
    endpoints: { ...DEFAULT_ENDPOINTS, ...config.endpoints },
    reviewProvider: config.reviewProvider
      ? { ...config.reviewProvider, url: config.reviewProvider.url.replace(/\/+$/, "") }
      : undefined,
  };
  const logger: TransportLogger = config.logger ?? {
    error: (message, details) => console.error(message, details),
  };
  const client = ky.create({
    retry: 0,
    throwHttpErrors: false,
    // Read at call time and called as a method: a browser's fetch refuses to run detached from `window`.
    fetch: config.fetch ?? ((input, init) => globalThis.fetch(input, init)),
  });

  const currentToken = async (): Promise<string | undefined> => normaliseToken(await config.getToken?.());
  const currentCartId = async (): Promise<string | number | undefined> => {
    const id = await config.getCartId?.();
    return id === null || id === undefined || id === "" ? undefined : id;
  };

  let refreshing: Promise<string | undefined> | undefined;
  const refreshOnce = (): Promise<string | undefined> => {
    refreshing ??= Promise.resolve()
      .then(() => config.refreshAccessToken?.())
      .then(
        (token) => normaliseToken(token),
        () => undefined,
      )
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  };

  interface Prepared {
    readonly url: string;
    readonly summary: RequestSummary;
    readonly headers: Record<string, string>;
  }

  async function prepare(
    template: string,
    method: string,
    params: TemplateValues | undefined,
    query: QueryValues | undefined,
    token: string | undefined,
    hasBody: boolean,
    extraHeaders: Readonly<Record<string, string>> | undefined,
  ): Promise<Prepared> {
    const placeholders = templatePlaceholders(template);
    const carriesToken = placeholders.includes("token");
    let cartId: string | number | undefined;
    if (placeholders.includes("cartId")) {
      cartId = await currentCartId();
      if (cartId === undefined) {
        const url = template.startsWith("/") ? `${resolved.apiOrigin}${template}` : template;
        throw new CartIdRequiredError(summarise(method, fillUrlTemplate(url, {})), template);
      }
    }
    let url = fillUrlTemplate(template, { ...params, token: token ?? "", cartId });
    if (url.startsWith("/")) url = `${resolved.apiOrigin}${url}`;
    url = appendQuery(url, query ?? {});
    // behaviour §11.3 step 4: any storeCode in the template gives way to the configured one.
    // Only on the API itself, never on a third-party URL such as the review provider.
    if (resolved.storeCode && url.startsWith(`${resolved.apiOrigin}/`))
      url = appendQuery(withoutQueryParam(url, "storeCode"), { storeCode: resolved.storeCode });
    const headers: Record<string, string> = {
      Accept: "application/json",
      ...config.headers,
      ...extraHeaders,
    };
    if (hasBody) headers["Content-Type"] = "application/json";
    if (resolved.tokenPlacement === "header") {
      url = withoutQueryParam(url, "token");
      if (carriesToken && token !== undefined) headers.Authorization = `Bearer ${token}`;
    }
    return { url, summary: summarise(method, url), headers };
  }

  async function send(
    prepared: Prepared,
    method: string,
    payload: string | FormData | undefined,
    timeout: number,
    signal?: AbortSignal,
  ): Promise<Response> {
    try {
      return await client(prepared.url, {
        method,
        headers: prepared.headers,
        timeout,
        ...(signal ? { signal } : {}),
        ...(payload === undefined ? {} : { body: payload }),
      });
    } catch (error) {
      if (error instanceof KyTimeoutError) throw new TimeoutError(timeout, prepared.summary);
      throw new NetworkError(prepared.summary, error);
    }
  }

  async function readJson(response: Response, prepared: Prepared): Promise<unknown> {
    // api-contract §1.5 / behaviour §11.4: a non-JSON answer fails before its status is looked at.
    if (!(response.headers.get("content-type") ?? "").toLowerCase().includes("application/json")) {
      await response.body?.cancel().catch(() => undefined);
      throw new ResponseFormatError("bad-content-type", prepared.summary, { httpStatus: response.status });
    }
    try {
      return JSON.parse(await response.text());
    } catch (cause) {
      throw new ResponseFormatError("wrong-format", prepared.summary, { cause, httpStatus: response.status });
    }
  }

  async function fetchJson(
    prepared: Prepared,
    method: string,
    json: unknown,
    timeout: number,
    signal?: AbortSignal,
  ): Promise<{ response: Response; body: unknown }> {
    const response = await send(
      prepared,
      method,
      json === undefined ? undefined : JSON.stringify(json),
      timeout,
      signal,
    );
    return { response, body: await readJson(response, prepared) };
  }

  function parseWith<TSchema extends z.ZodMiniType>(
    schema: TSchema,
    value: unknown,
    prepared: Prepared,
    status: number,
  ): z.output<TSchema> {
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      throw new ResponseFormatError("wrong-format", prepared.summary, {
        cause: parsed.error,
        httpStatus: status,
      });
    }
    return parsed.data;
  }

  /** Checks the envelope; returns it on `code` 200 and throws the matching error otherwise. */
  function checkEnvelope(
    response: Response,
    body: unknown,
    prepared: Prepared,
  ): { result: unknown; meta: Readonly<Record<string, unknown>> | undefined } {
    const outcome = unwrapEnvelope(body);
    if (outcome.ok) {
      if (!response.ok)
        throw new HttpError(response.status, prepared.summary, body, undefined, retryAfter(response));
      return outcome;
    }
    if (outcome.reason === "error") {
      throw new HttpError(outcome.status, prepared.summary, body, outcome.apiError, retryAfter(response));
    }
    // An error page that is JSON but no envelope still fails by its HTTP status.
    if (body && !response.ok)
      throw new HttpError(response.status, prepared.summary, body, undefined, retryAfter(response));
    throw new ResponseFormatError("wrong-format", prepared.summary, { httpStatus: response.status });
  }

  /** A raw (non-enveloped) success body; errors are still enveloped (api-contract §1.2). */
  function checkRaw(response: Response, body: unknown, prepared: Prepared): unknown {
    if (isRecord(body) && "code" in body && "result" in body) {
      const code = Number.parseInt(String(body.code), 10);
      if (!Number.isNaN(code) && code !== 200) {
        const status = effectiveStatus(code, body.result);
        throw new HttpError(
          status,
          prepared.summary,
          body,
          toApiError(status, body.result),
          retryAfter(response),
        );
      }
    }
    if (!response.ok)
      throw new HttpError(response.status, prepared.summary, body, undefined, retryAfter(response));
    // behaviour §7.11: a backend error (`error` set) rejects even on HTTP 200.
    if (isRecord(body) && body.error) throw new HttpError(500, prepared.summary, body);
    return body;
  }

  const endpointTemplate = (name: string): string => {
    if (!isEndpointName(name)) throw new TypeError(`Unknown endpoint: ${name}`);
    return resolved.endpoints[name];
  };

  async function run<TResult>(
    request: Omit<TransportRequest<z.ZodMiniType>, "schema">,
    handle: (response: Response, prepared: Prepared) => Promise<TResult>,
  ): Promise<TResult> {
    const template =
      typeof request.endpoint === "string" ? resolved.endpoints[request.endpoint] : request.endpoint.template;
    const timeout = request.timeoutMs ?? resolved.timeoutMs;
    const payload = request.json !== undefined ? JSON.stringify(request.json) : (request.form ?? undefined);
    const attempt = async (token: string | undefined): Promise<TResult> => {
      const prepared = await prepare(
        template,
        request.method,
        request.params,
        request.query,
        token,
        request.json !== undefined,
        request.headers,
      );
      const response = await send(prepared, request.method, payload, timeout, request.signal);
      return handle(response, prepared);
    };
    const token = request.anonymous ? undefined : await currentToken();
    try {
      return await attempt(token);
    } catch (error) {
      const canRefresh =
        error instanceof HttpError &&
        error.status === 401 &&
        token !== undefined &&
        templatePlaceholders(template).includes("token") &&
        config.refreshAccessToken !== undefined;
      if (!canRefresh) throw error;
      const refreshed = await refreshOnce();
      if (refreshed === undefined) throw error;
      return attempt(refreshed);
    }
  }

  return {
    config: resolved,
    logger,
    currentToken,
    currentCartId,
    request(request) {
      return run(request, async (response, prepared) => {
        const body = await readJson(response, prepared);
        return parseWith(request.schema, checkRaw(response, body, prepared), prepared, response.status);
      });
    },
    call(request) {
      return run(request, async (response, prepared) => {
        const { result, meta } = checkEnvelope(response, await readJson(response, prepared), prepared);
        return {
          code: 200 as const,
          result: parseWith(request.schema, result, prepared, response.status),
          meta,
        };
      });
    },
    binary(request) {
      return run(request, async (response, prepared) => {
        if (response.ok) return response.blob();
        checkEnvelope(response, await readJson(response, prepared), prepared);
        throw new HttpError(response.status, prepared.summary, null, undefined, retryAfter(response));
      });
    },
    async executeTask(task) {
      const method = task.method ?? "GET";
      const template = endpointTemplate(task.endpoint);
      const token = task.token === undefined ? await currentToken() : normaliseToken(task.token);
      const prepared = await prepare(
        template,
        method,
        task.params,
        task.query,
        token,
        task.body !== undefined,
        task.headers,
      );
      const { response, body } = await fetchJson(prepared, method, task.body, resolved.timeoutMs);
      if (!body || !isRecord(body)) {
        throw new ResponseFormatError("wrong-format", prepared.summary, { httpStatus: response.status });
      }
      const code = effectiveStatus(Number.parseInt(String(body.code ?? response.status), 10), body.result);
      return { code, resultCode: code, result: body.result, meta: body.meta };
    },
  };
}
