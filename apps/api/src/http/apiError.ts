/** Issue codes of api-contract §1.3. */
export type IssueCode =
  | "required"
  | "invalid_type"
  | "invalid_format"
  | "invalid_enum"
  | "too_small"
  | "too_big"
  | "unknown_key"
  | "invalid_json"
  | "conflict"
  | "out_of_stock"
  | "qty_unavailable"
  | "product_unavailable"
  | "coupon_invalid"
  | "coupon_used"
  | "method_unavailable"
  | "country_not_allowed"
  | "price_changed"
  | "email_taken"
  | "password_policy"
  | "wrong_password"
  | "token_invalid"
  | "idempotency_key_required"
  | "idempotency_key_reused"
  | "order_in_progress"
  | "already_reviewed"
  | "unsupported";

/** One validation or business-rule issue (§1.3). Extra keys (e.g. `max_qty`) ride along. */
export interface Issue {
  /** Dotted body path, or `query.<name>`, `path.<name>`, `header.<name>`. */
  readonly path: string;
  readonly code: IssueCode;
  /** Polish message; `messageEn` is used for `Accept-Language: en`. */
  readonly message: string;
  readonly messageEn?: string;
  readonly [extra: string]: unknown;
}

/** Why a request failed; each reason has one HTTP status. */
export type ApiErrorReason =
  | "invalid_input"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "method_not_allowed"
  | "in_progress"
  | "payload_too_large"
  | "unsupported_media_type"
  | "rate_limited"
  | "internal"
  | "unavailable";

const STATUS: Record<ApiErrorReason, number> = {
  invalid_input: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  in_progress: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

/** Options of an {@link ApiError}. */
export interface ApiErrorOptions {
  readonly issues?: readonly Issue[];
  /** Overrides the reason's default message (Polish / English). */
  readonly message?: { readonly pl: string; readonly en: string };
  /** Extra keys merged into `result` (e.g. `retry_after`, `totals`). */
  readonly result?: Readonly<Record<string, unknown>>;
  /** Extra response headers (e.g. `Allow`, `Retry-After`). */
  readonly headers?: Readonly<Record<string, string>>;
  readonly cause?: unknown;
}

/**
 * The API's one error class: a discriminated `reason` that fixes the HTTP status, plus the issues of a
 * 400. Route handlers throw it; the server's error handler turns it into the `{code, result}` envelope.
 *
 * @example
 * throw new ApiError("not_found");
 * throw ApiError.invalid([{ path: "query.sku", code: "required", message: "To pole jest wymagane." }]);
 */
export class ApiError extends Error {
  override readonly name = "ApiError" as const;
  readonly reason: ApiErrorReason;
  readonly status: number;
  readonly issues: readonly Issue[];
  readonly localized: { readonly pl: string; readonly en: string } | undefined;
  readonly result: Readonly<Record<string, unknown>>;
  readonly headers: Readonly<Record<string, string>>;

  constructor(reason: ApiErrorReason, options: ApiErrorOptions = {}) {
    super(
      options.message?.en ?? `API error: ${reason}`,
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.reason = reason;
    this.status = STATUS[reason];
    this.issues = options.issues ?? [];
    this.localized = options.message;
    this.result = options.result ?? {};
    this.headers = options.headers ?? {};
  }

  /** A 400 with the given issues. */
  static invalid(issues: readonly Issue[], message?: { pl: string; en: string }): ApiError {
    return new ApiError("invalid_input", message === undefined ? { issues } : { issues, message });
  }
}

/**
 * Whether a value is an {@link ApiError}, also across bundles (checks `name`).
 *
 * @example
 * if (isApiError(error)) reply.status(error.status);
 */
export function isApiError(value: unknown): value is ApiError {
  return (
    value instanceof ApiError || (value instanceof Error && value.name === "ApiError" && "reason" in value)
  );
}
