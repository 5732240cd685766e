import { isHttpError, type Session } from "@outlet/transport";
import { readServerConfig } from "../lib/config.server";
import { providerSignIn } from "../lib/providerSignIn.server";
import { refreshTokenFrom, sameOrigin, sessionCookie } from "../lib/sessionCookie.server";
import { clientForRequest } from "../lib/transport.server";
import type { Route } from "./+types/session";

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });

/** The API's answer in its envelope without the refresh token, which goes into the HttpOnly cookie. */
const opened = (session: Session) =>
  json(
    200,
    {
      code: 200,
      result: session.token,
      meta: {
        ...(session.expiresIn !== undefined ? { expiresIn: session.expiresIn } : {}),
        ...(session.created !== undefined ? { created: session.created } : {}),
      },
    },
    session.refreshToken ? { "Set-Cookie": sessionCookie(session.refreshToken) } : {},
  );

/** A failed API call answered as the API answered it (so forms show its message), else 503. */
const failed = (error: unknown, clearCookie = false) => {
  const headers: Record<string, string> = clearCookie ? { "Set-Cookie": sessionCookie("") } : {};
  if (isHttpError(error) && error.status < 500)
    return json(error.status, error.body ?? { code: error.status, result: "Error" }, headers);
  return json(503, { code: 503, result: "Spróbuj ponownie za chwilę." }, headers);
};

/**
 * `/session/{login|provider|refresh|logout}` (issue 17): the session endpoints of the shop's own server. The
 * browser keeps the access token in its session store; the 90-day refresh token lives only in an HttpOnly,
 * SameSite=Strict cookie scoped to `/session` that these calls set, rotate and clear, proxying the API's
 * token endpoints through the transport (with the shopper's address, S9). Only same-origin JSON POSTs pass
 * (CSRF). Nothing here is cached (the output cache takes GETs only, answers say `no-store`).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (!sameOrigin(request, readServerConfig().siteOrigin))
    return json(403, { code: 403, result: "Forbidden" });
  const api = clientForRequest(request, context).user;
  const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
  switch (params.operation) {
    case "login":
      return api
        .login({ username: String(body.username ?? ""), password: String(body.password ?? "") })
        .then(opened, (error: unknown) => failed(error));
    case "provider": {
      // The API refuses such a body with the same 400 (api-contract.md §4.4 validation).
      const signIn = providerSignIn(body);
      if (!signIn) return json(400, { code: 400, result: "Popraw zaznaczone pola." });
      return api.loginWithProvider(signIn).then(opened, (error: unknown) => failed(error));
    }
    case "refresh": {
      const refreshToken = refreshTokenFrom(request);
      if (!refreshToken)
        return json(401, { code: 401, result: "No session" }, { "Set-Cookie": sessionCookie("") });
      return api.refresh(refreshToken).then(
        (session) => opened({ ...session, refreshToken: session.refreshToken ?? refreshToken }),
        (error: unknown) => failed(error, isHttpError(error) && error.status < 500),
      );
    }
    case "logout": {
      const refreshToken = refreshTokenFrom(request);
      if (refreshToken) await api.logout(refreshToken);
      return json(200, { code: 200, result: "OK" }, { "Set-Cookie": sessionCookie("") });
    }
    default:
      return json(404, { code: 404, result: "Not found" });
  }
}

/** No page here: a GET is not found. */
export function loader() {
  return json(404, { code: 404, result: "Not found" });
}
