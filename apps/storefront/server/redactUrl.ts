/** Query parameters whose values never reach a log, whatever the route (compared lower-case). */
const SECRET_PARAMS: ReadonlySet<string> = new Set([
  "token",
  "key",
  "email",
  "secret",
  "password",
  "code",
  "access_token",
  "refresh_token",
]);

/** Routes whose every query value is a secret or personal data (password links, order review links). */
const SECRET_QUERY_ROUTES: ReadonlySet<string> = new Set(["/create-password", "/reset-password"]);

/**
 * Routes whose path segments after the first are secrets: `/ocen-produkty/{orderUuid}/{orderSecret}`,
 * `/zamowienie/{orderNumber}/{secret}`, `/reklamacja/{orderNumber}/{secret}`, `/preview-cms-draft/{key}`.
 */
const SECRET_PATH_ROUTES: ReadonlySet<string> = new Set([
  "ocen-produkty",
  "zamowienie",
  "reklamacja",
  "preview-cms-draft",
]);

const REDACTED = "[redacted]";

/**
 * The request target as the request log may show it: secret path segments and query values replaced by
 * `[redacted]` (token links, order review links, any `token` / `key` / `email` / `secret` parameter). A
 * `.data` suffix (client navigation) is kept so the log still tells page loads from data loads. Pure.
 *
 * @example
 * redactUrl("/create-password?token=abc&email=a@b.pl"); // "/create-password?token=[redacted]&email=[redacted]"
 */
export function redactUrl(target: string): string {
  const queryAt = target.indexOf("?");
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  const rawQuery = queryAt === -1 ? "" : target.slice(queryAt + 1);
  const segments = rawPath.split("/");
  const first = (segments[1] ?? "").replace(/\.data$/, "");
  let path = rawPath;
  if (SECRET_PATH_ROUTES.has(first) && segments.length > 2) {
    const dataSuffix = rawPath.endsWith(".data") ? ".data" : "";
    path = `/${first}${segments
      .slice(2)
      .map((segment) => (segment ? `/${REDACTED}` : "/"))
      .join("")}${dataSuffix}`;
  }
  if (!rawQuery) return path;
  const allSecret = SECRET_QUERY_ROUTES.has(rawPath.replace(/\.data$/, ""));
  const query = rawQuery
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      const rawName = eq === -1 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, " "));
      } catch {
        // a malformed name is logged as sent, its value still redacted below when the route says so
      }
      const secret = allSecret || SECRET_PARAMS.has(name.toLowerCase());
      if (!secret && rawPath === "/__manifest" && name === "paths" && eq !== -1) {
        // react-router's route discovery lists the paths a page links to: each one is redacted like a target
        return `${rawName}=${encodeURIComponent(manifestPaths(pair.slice(eq + 1)))}`;
      }
      return secret && eq !== -1 ? `${rawName}=${REDACTED}` : pair;
    })
    .join("&");
  return `${path}?${query}`;
}

/** The comma-separated `paths` of a `/__manifest` request, each redacted; undecodable → redacted whole. */
function manifestPaths(rawValue: string): string {
  try {
    return decodeURIComponent(rawValue.replace(/\+/g, " "))
      .split(",")
      .map((path) => redactUrl(path))
      .join(",");
  } catch {
    return REDACTED;
  }
}
