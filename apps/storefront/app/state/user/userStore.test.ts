import type { Client } from "@outlet/transport";
import { HttpError, toApiError } from "@outlet/transport";
import { describe, expect, it } from "vitest";
import { tx } from "../../i18n/pl.transactions";
import { createUserStore, type SessionNotification } from "./userStore";

/** The API's answer to a wrong current password (apps/api userRoutes: 400 with the issue at its field). */
const WRONG_PASSWORD = {
  message: "Popraw zaznaczone pola.",
  issues: [{ path: "currentPassword", code: "wrong_password", message: "Obecne hasło jest nieprawidłowe." }],
};

function setup(
  options: {
    refreshFails?: boolean;
    online?: boolean;
    wrongPassword?: boolean;
    changeFails?: boolean;
    meFails?: boolean;
  } = {},
) {
  const calls: string[] = [];
  const notes: SessionNotification[] = [];
  let afterLogout = 0;
  const pages: Record<number, { increment_id: string }[]> = {
    1: [{ increment_id: "000000003" }, { increment_id: "000000002" }],
    2: [{ increment_id: "000000002" }, { increment_id: "000000001" }],
  };
  const client = {
    user: {
      login: async () => {
        calls.push("login");
        return { token: "access-1", refreshToken: "refresh-1" };
      },
      refresh: async (token: string) => {
        calls.push(`refresh ${token}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (options.refreshFails)
          throw new HttpError(401, { method: "POST", path: "/api/user/refresh" }, { code: 401, result: "x" });
        return { token: "access-2", refreshToken: "refresh-2" };
      },
      me: async () => {
        if (options.meFails)
          throw new HttpError(500, { method: "GET", path: "/api/user/me" }, { code: 500, result: "x" });
        return { id: 1, email: "anna@example.pl", firstname: "Anna", lastname: "Nowak" };
      },
      orderHistory: async ({ currentPage = 1 }: { currentPage?: number }) => ({
        items: pages[currentPage] ?? [],
        total_count: 3,
      }),
      logout: async () => {
        calls.push("logout");
      },
      changePassword: async () => {
        calls.push("change-password");
        if (options.changeFails) throw new TypeError("Failed to fetch");
        if (options.wrongPassword)
          throw new HttpError(
            400,
            { method: "POST", path: "/api/user/change-password" },
            { code: 400, result: WRONG_PASSWORD },
            toApiError(400, WRONG_PASSWORD),
          );
      },
    },
  } as unknown as Client;
  const store = createUserStore({
    client: async () => client,
    collection: () => null,
    online: () => options.online ?? true,
    notify: (n) => notes.push(n),
    afterLogin: async () => {},
    afterLogout: async () => {
      afterLogout++;
    },
  });
  return { store, calls, notes, afterLogout: () => afterLogout };
}

describe("createUserStore", () => {
  it("logs in, stores both tokens and loads the profile and the first page of orders", async () => {
    const { store } = setup();
    await store.login({ username: "anna@example.pl", password: "Zielony-Kot-2024!x" });
    expect([store.state.token, store.state.refreshToken]).toEqual(["access-1", "refresh-1"]);
    expect(store.state.current?.email).toBe("anna@example.pl");
    expect(store.state.ordersHistory?.items).toHaveLength(2);
  });

  it("clears the user and throws when the profile cannot be loaded after login", async () => {
    const { store } = setup({ meFails: true });
    await expect(store.login({ username: "anna@example.pl", password: "x" })).rejects.toThrow();
    expect([store.state.token, store.state.refreshToken, store.state.current]).toEqual(["", "", null]);
  });

  it("refreshes once for concurrent callers and stores the rotated pair", async () => {
    const { store, calls } = setup();
    await store.login({ username: "anna@example.pl", password: "x" });
    const tokens = await Promise.all([store.refresh(), store.refresh(), store.refresh()]);
    expect(tokens).toEqual(["access-2", "access-2", "access-2"]);
    expect(calls.filter((call) => call.startsWith("refresh"))).toEqual(["refresh refresh-1"]);
    expect(store.state.refreshToken).toBe("refresh-2");
  });

  it("signs out silently and opens the sign-up modal when the refresh fails", async () => {
    const { store, notes, afterLogout } = setup({ refreshFails: true });
    await store.login({ username: "anna@example.pl", password: "x" });
    expect(await store.refresh()).toBeNull();
    expect(store.state.current).toBeNull();
    expect(store.state.signupModal).toBe(true);
    expect(afterLogout()).toBe(1);
    expect(notes).toEqual([]);
  });

  it("says You're logged out and clears the session on logout", async () => {
    const { store, notes, calls } = setup();
    await store.login({ username: "anna@example.pl", password: "x" });
    await store.logout();
    expect(store.state.token).toBe("");
    expect(calls).toContain("logout");
    expect(notes).toEqual([{ type: "success", message: "You're logged out" }]);
  });

  it("appends the next page of orders without duplicates, existing entries first", async () => {
    const { store } = setup();
    await store.login({ username: "anna@example.pl", password: "x" });
    await store.orderHistory(2);
    expect(store.state.ordersHistory?.items.map((order) => order.increment_id)).toEqual([
      "000000003",
      "000000002",
      "000000001",
    ]);
  });

  it("blocks a password change while offline with the spec's message", async () => {
    const { store, notes, calls } = setup({ online: false });
    expect(await store.changePassword({ currentPassword: "a", newPassword: "Zielony-Kot-2025!y" })).toEqual({
      ok: false,
      fields: {},
    });
    expect(notes).toEqual([
      { type: "error", message: "Reset password feature does not work while offline!" },
    ]);
    expect(calls).toEqual([]);
  });

  it("changes the password, says so and logs in again with the new one", async () => {
    const { store, notes, calls } = setup();
    await store.login({ username: "anna@example.pl", password: "x" });
    expect(await store.changePassword({ currentPassword: "x", newPassword: "Zielony-Kot-2025!y" })).toEqual({
      ok: true,
    });
    expect(notes).toEqual([{ type: "success", message: "Password has successfully been changed" }]);
    expect(calls).toEqual(["login", "change-password", "login"]);
  });

  it("marks the current password with the server's message when it is wrong", async () => {
    const { store, notes } = setup({ wrongPassword: true });
    await store.login({ username: "anna@example.pl", password: "x" });
    expect(await store.changePassword({ currentPassword: "zle", newPassword: "Zielony-Kot-2025!y" })).toEqual(
      {
        ok: false,
        fields: { currentPassword: "Obecne hasło jest nieprawidłowe." },
      },
    );
    expect(notes.at(-1)).toEqual({ type: "error", message: "Obecne hasło jest nieprawidłowe." });
  });

  it("says in Polish that the change failed when the server gives no message", async () => {
    const { store, notes } = setup({ changeFails: true });
    await store.login({ username: "anna@example.pl", password: "x" });
    expect(await store.changePassword({ currentPassword: "x", newPassword: "Zielony-Kot-2025!y" })).toEqual({
      ok: false,
      fields: {},
    });
    expect(tx(notes.at(-1)?.message ?? "")).toBe("Nie udało się zmienić hasła. Spróbuj ponownie.");
  });
});

describe("createUserStore with the session endpoints (issue 17)", () => {
  it("logs in, refreshes and logs out through them and never writes a refresh token to storage", async () => {
    const calls: string[] = [];
    const written: [string, unknown][] = [];
    const session = {
      user: {
        login: async () => {
          calls.push("session login");
          return { token: "access-1", refreshToken: undefined };
        },
        refresh: async (token: string) => {
          calls.push(`session refresh ${JSON.stringify(token)}`);
          return { token: "access-2", refreshToken: undefined };
        },
        logout: async (token: string) => {
          calls.push(`session logout ${JSON.stringify(token)}`);
        },
      },
    } as unknown as Client;
    const api = {
      user: {
        me: async () => ({ id: 1, email: "anna@example.pl", firstname: "Anna", lastname: "Nowak" }),
        orderHistory: async () => ({ items: [], total_count: 0 }),
      },
    } as unknown as Client;
    const store = createUserStore({
      client: async () => api,
      session: async () => session,
      collection: () => ({
        getItem: async () => null,
        setItem: async (key: string, value: unknown) => {
          written.push([key, value]);
        },
      }),
      online: () => true,
      notify: () => {},
      afterLogin: async () => {},
      afterLogout: async () => {},
    });
    await store.login({ username: "anna@example.pl", password: "x" });
    expect(store.state.token).toBe("access-1");
    expect(await store.refresh()).toBe("access-2");
    await store.logout();
    expect(calls).toEqual(["session login", 'session refresh ""', 'session logout ""']);
    expect(written.filter(([key]) => key.includes("refresh"))).toEqual([]);
    expect(store.state.token).toBe("");
  });
});
