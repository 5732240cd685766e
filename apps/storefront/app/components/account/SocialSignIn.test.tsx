import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithShop, testServices } from "../../../test/renderWithShop";
import { browserRuntime } from "../../lib/browserRuntime";
import { defaultPublicConfig } from "../../lib/publicConfig";
import LoginRoute from "../../routes/login";
import type { NotificationInput } from "../../state/notifications/notificationsStore";
import { createShopServices } from "../../state/shop/createShopServices";
import {
  type FacebookSdk,
  facebookProvider,
  type GoogleIdentity,
  googleProvider,
  SocialSignIn,
} from "./SocialSignIn";

/**
 * The API as the transport sees it (the provider SDKs are the only other outside part, injected below):
 * `POST /session/provider` (the shop's session endpoint in front of the API's login-token, which keeps the
 * refresh token in its HttpOnly cookie) and `GET /api/user/me` answer with the envelopes of api-contract §4.4
 * and §4.6; every request is recorded.
 */
function stubApi(answers: {
  loginToken: { status: number; body: unknown };
  me: { status: number; body: unknown };
}) {
  const requests: { method: string; path: string; body: unknown; auth: string | null }[] = [];
  vi.stubGlobal("fetch", async (input: Request | string, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    requests.push({
      method: request.method,
      path: url.pathname,
      body: text ? JSON.parse(text) : null,
      auth: request.headers.get("authorization"),
    });
    const answer =
      url.pathname === "/session/provider"
        ? answers.loginToken
        : url.pathname === "/api/user/me"
          ? answers.me
          : { status: 404, body: { code: 404, result: "not here" } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": "application/json" },
    });
  });
  return requests;
}

/** Services with a browser runtime (memory storage, online), so the session is refreshed after sign-in. */
function onlineServices() {
  const spawned: NotificationInput[] = [];
  const services = createShopServices({
    config: defaultPublicConfig,
    spawn: (notification) => spawned.push(notification),
    runtime: { ...browserRuntime(), channel: null, fetch: (input, init) => globalThis.fetch(input, init) },
  });
  services.ui.started = true;
  return { services, spawned };
}

const PROFILE = { id: 41, email: "ola@example.pl", firstname: "Ola", lastname: "Zielińska", addresses: [] };

const facebookSdk = (response: { authResponse?: { accessToken?: string } | null }): FacebookSdk => ({
  init: vi.fn(),
  login: (callback, options) => {
    expect(options).toEqual({ scope: "public_profile,email" });
    callback(response);
  },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("SocialSignIn on /login", () => {
  it("shows no social buttons unless a provider is configured", () => {
    renderWithShop(<LoginRoute />);
    expect(screen.queryByRole("button", { name: /Zaloguj się przez/ })).toBeNull();
  });

  it("shows a button for each configured provider", () => {
    const spawned: unknown[] = [];
    const services = createShopServices({
      config: {
        ...defaultPublicConfig,
        social: { google: "outlet.apps.googleusercontent.com", facebook: "123" },
      },
      spawn: (n) => spawned.push(n),
      runtime: null,
    });
    renderWithShop(<LoginRoute />, services);
    expect(screen.getAllByRole("button", { name: /Zaloguj się przez/ }).map((b) => b.textContent)).toEqual([
      "Zaloguj się przez Google",
      "Zaloguj się przez Facebook",
    ]);
  });
});

describe("SocialSignIn messages", () => {
  it("says 'FB: not loaded' when the Facebook SDK is missing, and calls no API", async () => {
    const requests = stubApi({
      loginToken: { status: 200, body: { code: 200, result: "t" } },
      me: { status: 200, body: { code: 200, result: PROFILE } },
    });
    const { services, spawned } = testServices();
    const onDone = vi.fn();
    renderWithShop(
      <SocialSignIn providers={[facebookProvider("123", async () => undefined)]} onDone={onDone} />,
      services,
    );
    await userEvent.click(screen.getByRole("button", { name: "Zaloguj się przez Facebook" }));
    await vi.waitFor(() => expect(spawned.map((n) => n.message)).toEqual(["Facebook: nie załadowano"]));
    expect(spawned[0]?.type).toBe("error");
    expect(requests).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("says 'FB: invalid auth response' when the Facebook login gives no token", async () => {
    const requests = stubApi({
      loginToken: { status: 200, body: { code: 200, result: "t" } },
      me: { status: 200, body: { code: 200, result: PROFILE } },
    });
    const { services, spawned } = testServices();
    renderWithShop(
      <SocialSignIn
        providers={[facebookProvider("123", async () => facebookSdk({ authResponse: null }))]}
        onDone={vi.fn()}
      />,
      services,
    );
    await userEvent.click(screen.getByRole("button", { name: "Zaloguj się przez Facebook" }));
    await vi.waitFor(() =>
      expect(spawned.map((n) => n.message)).toEqual(["Facebook: niepoprawna odpowiedź logowania"]),
    );
    expect(requests).toEqual([]);
  });

  it("on code 200 stores the token and meta, loads the profile without cache and finishes", async () => {
    const requests = stubApi({
      loginToken: {
        status: 200,
        body: {
          code: 200,
          result: "access-fb",
          meta: { expiresIn: 900, created: true },
        },
      },
      me: { status: 200, body: { code: 200, result: PROFILE } },
    });
    const { services, spawned } = onlineServices();
    const onDone = vi.fn();
    renderWithShop(
      <SocialSignIn
        providers={[
          facebookProvider("123", async () =>
            facebookSdk({ authResponse: { accessToken: "fb-user-token" } }),
          ),
        ]}
        onDone={onDone}
      />,
      services,
    );
    await userEvent.click(screen.getByRole("button", { name: "Zaloguj się przez Facebook" }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(requests.slice(0, 2)).toEqual([
      {
        method: "POST",
        path: "/session/provider",
        body: { type: "facebook", token: "fb-user-token" },
        auth: null,
      },
      { method: "GET", path: "/api/user/me", body: null, auth: "Bearer access-fb" },
    ]);
    // The refresh token never reaches the page (the session endpoint's cookie holds it).
    expect([services.user.state.token, services.user.state.refreshToken]).toEqual(["access-fb", ""]);
    expect(services.user.state.current?.email).toBe("ola@example.pl");
    expect(spawned).toEqual([]);
  });

  it("signs in with a Google ID token the same way", async () => {
    const requests = stubApi({
      loginToken: {
        status: 200,
        body: { code: 200, result: "access-g", meta: {} },
      },
      me: { status: 200, body: { code: 200, result: PROFILE } },
    });
    const google: GoogleIdentity = {
      accounts: {
        id: {
          initialize: ({ callback }) => {
            setTimeout(() => callback({ credential: "google-id-token" }));
          },
          prompt: () => {},
        },
      },
    };
    const { services } = onlineServices();
    const onDone = vi.fn();
    renderWithShop(
      <SocialSignIn
        providers={[googleProvider("outlet.apps.googleusercontent.com", async () => google)]}
        onDone={onDone}
      />,
      services,
    );
    await userEvent.click(screen.getByRole("button", { name: "Zaloguj się przez Google" }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(requests[0]?.body).toEqual({ type: "google", token: "google-id-token" });
    expect(services.user.state.token).toBe("access-g");
  });

  it("shows the API's message and stores nothing when the provider token is refused (401)", async () => {
    stubApi({
      loginToken: {
        status: 401,
        body: { code: 401, result: { message: "Nie udało się zalogować tym kontem.", code: "unauthorized" } },
      },
      me: { status: 200, body: { code: 200, result: PROFILE } },
    });
    const { services, spawned } = onlineServices();
    const onDone = vi.fn();
    renderWithShop(
      <SocialSignIn
        providers={[
          facebookProvider("123", async () => facebookSdk({ authResponse: { accessToken: "stolen" } })),
        ]}
        onDone={onDone}
      />,
      services,
    );
    await userEvent.click(screen.getByRole("button", { name: "Zaloguj się przez Facebook" }));
    await vi.waitFor(() =>
      expect(spawned.map((n) => [n.type, n.message])).toEqual([
        ["error", "Nie udało się zalogować tym kontem."],
      ]),
    );
    expect(services.user.state.token).toBe("");
    expect(services.user.state.current).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
  });

  it("clears the user when the session refresh after sign-in fails", async () => {
    stubApi({
      loginToken: {
        status: 200,
        body: { code: 200, result: "access-fb", meta: {} },
      },
      me: { status: 500, body: { code: 500, result: { message: "Błąd serwera.", code: "internal" } } },
    });
    const { services, spawned } = onlineServices();
    const onDone = vi.fn();
    renderWithShop(
      <SocialSignIn
        providers={[
          facebookProvider("123", async () =>
            facebookSdk({ authResponse: { accessToken: "fb-user-token" } }),
          ),
        ]}
        onDone={onDone}
      />,
      services,
    );
    await userEvent.click(screen.getByRole("button", { name: "Zaloguj się przez Facebook" }));
    await vi.waitFor(() => expect(spawned.map((n) => n.type)).toEqual(["error"]));
    expect([services.user.state.token, services.user.state.refreshToken]).toEqual(["", ""]);
    expect(services.user.state.current).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
  });
});
