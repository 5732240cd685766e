import { expect, test } from "@playwright/test";
import { createAccount, login, open, uniqueEmail } from "./shopper";

/**
 * Issue 17 "the 90-day refresh token lives in browser storage": it lives in an HttpOnly, SameSite=Strict
 * cookie of the shop's own `/session` endpoints; no script and no other site can use it.
 */
test("the refresh token is an HttpOnly cookie, out of the page's reach, and other sites cannot use it", async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail("ciasteczko");
  await createAccount(request, email);
  await login(page, email);

  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === "outlet_session");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/session" });
  const refreshToken = cookie?.value ?? "";
  expect(refreshToken.length).toBeGreaterThan(10);

  // Nothing the page's scripts can read holds it: document.cookie, localStorage, sessionStorage, IndexedDB.
  const readable = await page.evaluate(async () => {
    const texts: string[] = [
      document.cookie,
      JSON.stringify({ ...localStorage }),
      JSON.stringify({ ...sessionStorage }),
    ];
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const opened = indexedDB.open(info.name as string);
        opened.onsuccess = () => resolve(opened.result);
        opened.onerror = () => reject(opened.error);
      });
      for (const name of Array.from(db.objectStoreNames)) {
        const values = await new Promise<unknown[]>((resolve) => {
          const all = db.transaction(name).objectStore(name).getAll();
          all.onsuccess = () => resolve(all.result);
        });
        texts.push(JSON.stringify(values));
      }
      db.close();
    }
    return texts.join("\n");
  });
  expect(readable).toContain(email); // the profile is there…
  expect(readable).not.toContain(refreshToken); // …the refresh token is not

  // CSRF: another site's request, or one without Origin, gets nothing even with the cookie.
  const cookieHeader = { cookie: `outlet_session=${refreshToken}`, "content-type": "application/json" };
  const foreign = await request.post("/session/refresh", {
    headers: { ...cookieHeader, origin: "https://evil.example" },
    data: {},
  });
  expect(foreign.status()).toBe(403);
  const bare = await request.post("/session/refresh", { headers: cookieHeader, data: {} });
  expect(bare.status()).toBe(403);
  // The shop's own page refreshes through it (the browser sends the cookie and its Origin).
  const own = await page.evaluate(async () => {
    const answer = await fetch("/session/refresh", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    return { status: answer.status, body: (await answer.json()) as { result: string; meta: object } };
  });
  expect(own.status).toBe(200);
  expect(own.body.result.length).toBeGreaterThan(10);
  expect(JSON.stringify(own.body)).not.toContain("refreshToken");
  expect(baseURL).toBeTruthy();

  // Logout clears the cookie; a refresh afterwards is refused.
  await open(page, "/account");
  await page.getByTestId("logout").click();
  await expect(page.getByText("Wylogowano")).toBeVisible();
  await expect
    .poll(async () =>
      (await page.context().cookies()).some((candidate) => candidate.name === "outlet_session"),
    )
    .toBe(false);
  const after = await page.evaluate(async () => {
    const answer = await fetch("/session/refresh", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    return answer.status;
  });
  expect(after).toBe(401);
});
