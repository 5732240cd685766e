import { type ApiError, toApiError } from "./apiError.js";

/**
 * Why a transport call failed before a usable answer arrived.
 *
 * @example
 * if (isTransportError(e) && (e.failure satisfies TransportFailure) === "timeout") retryLater();
 */
export type TransportFailure = "http" | "timeout" | "network" | "cart-id-required";

/**
 * What a failed request was: method and path, for the one message grammar.
 *
 * @example
 * const summary: RequestSummary = { method: "GET", path: "/api/cart/pull?cartId=aZ3" };
 */
export interface RequestSummary {
  readonly method: string;
  /** Path and query of the request, without the origin and with any `token` parameter removed. */
  readonly path: string;
}

type TransportErrorName =
  | "TransportError"
  | "HttpError"
  | "TimeoutError"
  | "NetworkError"
  | "CartIdRequiredError";

/**
 * Base of the transport's error family (in ky's style): every failure of the request itself — a non-200
 * answer, a timeout, a network failure, a cart call without a cart id — is a `TransportError`. A response
 * that arrives but is not JSON or fails its schema is a {@link ResponseFormatError}, which does not extend
 * this class. Messages follow one grammar: `Request failed with status code 503: GET /api/cart/pull`.
 *
 * @example
 * try { await client.cart.pull(); } catch (e) { if (isTransportError(e)) console.warn(e.failure, e.request.path); }
 */
export class TransportError extends Error {
  override name: TransportErrorName = "TransportError";
  /** The discriminating reason. */
  readonly failure: TransportFailure;
  readonly request: RequestSummary;

  constructor(
    failure: TransportFailure,
    message: string,
    request: RequestSummary,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.failure = failure;
    this.request = request;
  }
}

/**
 * The backend answered with a `code` other than 200 — the envelope's `code` when there is one (LB can send
 * HTTP 200 with `code: 500`), else the HTTP status. A hidden 401 (`code` 500 with `result.code` 401, LB's
 * `/api/user/me`, api-contract §13.2) is reported as status 401. `apiError` is the normalised error answer.
 *
 * @example
 * if (isHttpError(e) && e.status === 400) showMessage(e.apiError.message, e.apiError.issues);
 */
export class HttpError extends TransportError {
  override name = "HttpError" as const;
  /** The effective status: the envelope `code`, a hidden 401, or the HTTP status. */
  readonly status: number;
  /** The parsed JSON body as received. */
  readonly body: unknown;
  /** The error answer normalised per api-contract §13.1. */
  readonly apiError: ApiError;
  /**
   * Seconds to wait before retrying, on a 429 (the `Retry-After` header, else `result.retry_after`,
   * api-contract §1.3, S9); `undefined` when the answer does not say.
   */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    request: RequestSummary,
    body: unknown,
    apiError?: ApiError,
    options?: { readonly retryAfter?: string | null },
  ) {
    super("http", `Request failed with status code ${status}: ${request.method} ${request.path}`, request);
    this.status = status;
    this.body = body;
    this.apiError = apiError ?? toApiError(status, body);
    const raw = this.apiError.raw as { retry_after?: unknown } | null;
    const fromHeader = Number.parseInt(options?.retryAfter ?? "", 10);
    const fromBody = typeof raw === "object" && raw !== null ? Number(raw.retry_after) : Number.NaN;
    this.retryAfterSeconds = Number.isFinite(fromHeader)
      ? fromHeader
      : Number.isFinite(fromBody)
        ? fromBody
        : undefined;
  }
}

/**
 * No answer within the configured timeout (5 000 ms by default; 1 000 ms for server-side searches).
 *
 * @example
 * new TimeoutError(5000, { method: "GET", path: "/api/cart/totals" }).message // "Request timed out after 5000 ms: GET /api/cart/totals"
 */
export class TimeoutError extends TransportError {
  override name = "TimeoutError" as const;
  readonly timeoutMs: number;

  constructor(timeoutMs: number, request: RequestSummary) {
    super("timeout", `Request timed out after ${timeoutMs} ms: ${request.method} ${request.path}`, request);
    this.timeoutMs = timeoutMs;
  }
}

/**
 * The request never got an HTTP answer (refused, reset, DNS, offline); `cause` holds the fetch failure.
 *
 * @example
 * new NetworkError({ method: "GET", path: "/api/cart/totals" }, new TypeError("fetch failed")).message // "Request failed with a network error: GET /api/cart/totals"
 */
export class NetworkError extends TransportError {
  override name = "NetworkError" as const;

  constructor(request: RequestSummary, cause: unknown) {
    super("network", `Request failed with a network error: ${request.method} ${request.path}`, request, {
      cause,
    });
  }
}

/**
 * A call whose URL template contains `{{cartId}}` was made while no cart id is known; no request was sent
 * (api-contract §1.5). The message is the spec's (behaviour §11.3); the storefront re-creates the cart.
 *
 * @example
 * if (isCartIdRequiredError(e)) await recreateCart();
 */
export class CartIdRequiredError extends TransportError {
  override name = "CartIdRequiredError" as const;

  constructor(request: RequestSummary, template: string) {
    super(
      "cart-id-required",
      `Error executing sync task ${template} the required cartId argument is null. Re-creating shopping cart synchro.`,
      request,
    );
  }
}

/**
 * Why a response was unusable: not JSON at all, or JSON of the wrong shape.
 *
 * @example
 * if (isResponseFormatError(e) && (e.reason satisfies ResponseFormatReason) === "bad-content-type") return [];
 */
export type ResponseFormatReason = "bad-content-type" | "wrong-format";

/**
 * The response arrived but is not what the contract promises: a Content-Type without `application/json`
 * (an HTML 404 page of an LB deployment), unparsable JSON, a falsy body, or a body that fails its zod
 * schema. It does not extend {@link TransportError}. Its `code` is 0 (api-contract §1.5).
 *
 * @example
 * if (isResponseFormatError(e) && e.reason === "bad-content-type") return []; // LB lacks this path
 */
export class ResponseFormatError extends Error {
  override name = "ResponseFormatError" as const;
  readonly reason: ResponseFormatReason;
  readonly request: RequestSummary;
  /** Always 0: no usable status (api-contract §1.5). */
  readonly code = 0 as const;
  /** The HTTP status of the unusable response. */
  readonly httpStatus: number | undefined;

  constructor(
    reason: ResponseFormatReason,
    request: RequestSummary,
    options?: { cause?: unknown; httpStatus?: number },
  ) {
    // The two messages are the spec's (api-contract §1.5, behaviour §11.4, transactions §8).
    super(
      reason === "bad-content-type"
        ? "Error with response - bad content-type!"
        : "Unhandled error, wrong response format!",
      options?.cause === undefined ? undefined : { cause: options.cause },
    );
    this.reason = reason;
    this.request = request;
    this.httpStatus = options?.httpStatus;
  }
}

const hasName = (e: unknown, names: readonly string[]): boolean =>
  typeof e === "object" && e !== null && names.includes((e as { name?: unknown }).name as string);

/**
 * True for any {@link TransportError}, also across bundles (checks `name`, not only `instanceof`).
 * @example isTransportError(new TimeoutError(5000, { method: "GET", path: "/api/x" })) // true
 */
export const isTransportError = (e: unknown): e is TransportError =>
  e instanceof TransportError ||
  hasName(e, ["TransportError", "HttpError", "TimeoutError", "NetworkError", "CartIdRequiredError"]);
/**
 * True for an {@link HttpError}, also across bundles.
 * @example if (isHttpError(e) && e.status === 401) signIn();
 */
export const isHttpError = (e: unknown): e is HttpError =>
  e instanceof HttpError || hasName(e, ["HttpError"]);
/**
 * True for a {@link TimeoutError}, also across bundles.
 * @example if (isTimeoutError(e)) showOfflineNotice();
 */
export const isTimeoutError = (e: unknown): e is TimeoutError =>
  e instanceof TimeoutError || hasName(e, ["TimeoutError"]);
/**
 * True for a {@link NetworkError}, also across bundles.
 * @example if (isNetworkError(e)) queueForLater();
 */
export const isNetworkError = (e: unknown): e is NetworkError =>
  e instanceof NetworkError || hasName(e, ["NetworkError"]);
/**
 * True for a {@link CartIdRequiredError}, also across bundles.
 * @example if (isCartIdRequiredError(e)) await recreateCart();
 */
export const isCartIdRequiredError = (e: unknown): e is CartIdRequiredError =>
  e instanceof CartIdRequiredError || hasName(e, ["CartIdRequiredError"]);
/**
 * True for a {@link ResponseFormatError}, also across bundles.
 * @example if (isResponseFormatError(e)) log(e.message); // "Error with response - bad content-type!"
 */
export const isResponseFormatError = (e: unknown): e is ResponseFormatError =>
  e instanceof ResponseFormatError || hasName(e, ["ResponseFormatError"]);
