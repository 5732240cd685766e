import { HttpError } from "ra-core";

/** One issue of a refused request (api-contract §1.3): a dotted path and a Polish message. */
export interface ApiIssue {
  readonly path: string;
  readonly code: string;
  readonly message: string;
}

/** The body react-admin's forms read field errors from (`errors`), plus the API's own `reason`. */
export interface AdminErrorBody {
  readonly reason: string | null;
  readonly issues: readonly ApiIssue[];
  /** Field path → Polish message, for react-admin's server-side validation (`errors.root.serverError` too). */
  readonly errors: Readonly<Record<string, string>>;
}

let csrfToken: string | null = null;

/**
 * Keeps the staff session's CSRF token (from the log-in or "me" answer) in memory only: the session cookie
 * is HttpOnly, and every write repeats the token in `X-CSRF-Token` (after-sales-and-law.md §7).
 */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

interface Envelope {
  readonly code?: number;
  readonly result?: unknown;
}

function errorOf(status: number, envelope: Envelope): HttpError {
  const result = (typeof envelope.result === "object" && envelope.result !== null ? envelope.result : {}) as {
    message?: unknown;
    reason?: unknown;
    issues?: unknown;
  };
  const issues: ApiIssue[] = Array.isArray(result.issues)
    ? result.issues.filter(
        (i): i is ApiIssue => typeof i === "object" && i !== null && typeof i.message === "string",
      )
    : [];
  const message =
    typeof envelope.result === "string"
      ? envelope.result
      : typeof result.message === "string"
        ? result.message
        : (issues[0]?.message ?? "Serwer odrzucił żądanie. Spróbuj ponownie.");
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.replace(/^body\./, "");
    if (field === "" || field === "body") errors.root = issue.message;
    else errors[field] ??= issue.message;
  }
  const body: AdminErrorBody = {
    reason: typeof result.reason === "string" ? result.reason : null,
    issues,
    errors: { ...errors, ...(errors.root === undefined ? {} : { "root.serverError": errors.root }) },
  };
  return new HttpError(message, status, body);
}

/**
 * Calls the API's staff routes through the admin server's first-party proxy: the session cookie rides
 * along, writes carry the CSRF token, the `{code, result}` envelope is unwrapped, and a refusal becomes a
 * react-admin `HttpError` holding the API's Polish message and its field issues.
 *
 * @example
 * const me = await adminFetch<SessionView>("/api/admin/session/me");
 * await adminFetch("/api/admin/orders/12/ship", { method: "POST", body: { carrier: "inpost", trackingNumber: "…" } });
 */
export async function adminFetch<TResult>(
  path: string,
  options: { readonly method?: "GET" | "POST" | "PATCH" | "DELETE"; readonly body?: unknown } = {},
): Promise<TResult> {
  const method = options.method ?? "GET";
  const headers: Record<string, string> = { accept: "application/json", "accept-language": "pl" };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (method !== "GET" && csrfToken !== null) headers["x-csrf-token"] = csrfToken;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: "same-origin",
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
  } catch {
    throw new HttpError("Brak połączenia z serwerem. Sprawdź sieć i spróbuj ponownie.", 0, {
      reason: "network",
      issues: [],
      errors: {},
    });
  }
  let envelope: Envelope = {};
  try {
    envelope = (await response.json()) as Envelope;
  } catch {
    // a proxy's or a crashed server's non-JSON page: the status tells what happened
  }
  if (!response.ok) throw errorOf(response.status, envelope);
  return envelope.result as TResult;
}
