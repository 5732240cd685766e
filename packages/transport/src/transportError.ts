/** Why a transport call failed before a usable answer arrived. */
export type TransportFailure = "http" | "timeout" | "network";

/** What a failed request was: method and path, for the one message grammar. */
export interface RequestSummary {
  readonly method: string;
  /** Path and query of the request, without the origin. */
  readonly path: string;
}

/**
 * Base of the transport's HTTP error family (in ky's style): every failure of the request itself —
 * an HTTP status other than 2xx, a timeout, a network failure — is a `TransportError`. A response that
 * arrives but fails its schema is a {@link ResponseFormatError}, which does not extend this class.
 */
export class TransportError extends Error {
  override name: "TransportError" | "HttpError" | "TimeoutError" | "NetworkError" = "TransportError";
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

/** The backend answered with a status outside 2xx; `body` is its parsed JSON envelope when it had one. */
export class HttpError extends TransportError {
  override name = "HttpError" as const;
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, request: RequestSummary, body: unknown) {
    super("http", `Request failed with status code ${status}: ${request.method} ${request.path}`, request);
    this.status = status;
    this.body = body;
  }
}

/** No answer within the configured timeout. */
export class TimeoutError extends TransportError {
  override name = "TimeoutError" as const;
  readonly timeoutMs: number;

  constructor(timeoutMs: number, request: RequestSummary) {
    super("timeout", `Request timed out after ${timeoutMs} ms: ${request.method} ${request.path}`, request);
    this.timeoutMs = timeoutMs;
  }
}

/** The request never got an HTTP answer (refused, reset, DNS, offline). */
export class NetworkError extends TransportError {
  override name = "NetworkError" as const;

  constructor(request: RequestSummary, cause: unknown) {
    super("network", `Request failed with a network error: ${request.method} ${request.path}`, request, {
      cause,
    });
  }
}

/** The response arrived but is not what the contract promises: wrong content type, broken JSON, wrong shape. */
export class ResponseFormatError extends Error {
  override name = "ResponseFormatError" as const;
  readonly reason: "bad-content-type" | "wrong-format";
  readonly request: RequestSummary;

  constructor(
    reason: "bad-content-type" | "wrong-format",
    request: RequestSummary,
    options?: { cause?: unknown },
  ) {
    // The two messages are the spec's (api-contract §1.5, behaviour §11.4).
    super(
      reason === "bad-content-type"
        ? "Error with response - bad content-type!"
        : "Unhandled error, wrong response format!",
      options,
    );
    this.reason = reason;
    this.request = request;
  }
}

const hasName = (e: unknown, names: readonly string[]): boolean =>
  typeof e === "object" && e !== null && names.includes((e as { name?: unknown }).name as string);

/** True for any {@link TransportError}, also across bundles (checks `name`, not only `instanceof`). */
export const isTransportError = (e: unknown): e is TransportError =>
  e instanceof TransportError || hasName(e, ["TransportError", "HttpError", "TimeoutError", "NetworkError"]);
/** True for an {@link HttpError}, also across bundles. */
export const isHttpError = (e: unknown): e is HttpError =>
  e instanceof HttpError || hasName(e, ["HttpError"]);
/** True for a {@link TimeoutError}, also across bundles. */
export const isTimeoutError = (e: unknown): e is TimeoutError =>
  e instanceof TimeoutError || hasName(e, ["TimeoutError"]);
/** True for a {@link NetworkError}, also across bundles. */
export const isNetworkError = (e: unknown): e is NetworkError =>
  e instanceof NetworkError || hasName(e, ["NetworkError"]);
/** True for a {@link ResponseFormatError}, also across bundles. */
export const isResponseFormatError = (e: unknown): e is ResponseFormatError =>
  e instanceof ResponseFormatError || hasName(e, ["ResponseFormatError"]);
