import { expect, type Page, test } from "@playwright/test";
import { FIRST_VISIT } from "./consentState";
import {
  addToCart,
  createAccount,
  login,
  open,
  PRODUCTS,
  shopReady,
  storedValue,
  uniqueEmail,
} from "./shopper";
import { expectNoSeriousA11yViolations } from "./support";

/**
 * The cookie notice (issue 15): necessary / analytics / marketing, drawn in the server's HTML (the same for
 * everyone; a browser that answered hides it before the first paint), three answers of equal weight, usable from the keyboard, kept as the
 * `cookie-consent` claim in the browser's offline storage, changeable from the footer and
 * `/account/agreements`; conversion events (the ad platform's cookies) only with marketing consent.
 */
test.use({ storageState: FIRST_VISIT, serviceWorkers: "block" });

const VIEWPORTS = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;

const notice = (page: Page) => page.getByTestId("consent-notice");

/** Records what the page posts to `path` (and lets it through to the API). */
async function recordPosts(page: Page, path: string): Promise<Record<string, unknown>[]> {
  const sent: Record<string, unknown>[] = [];
  await page.route(`**${path}`, async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown> | null;
    if (body) sent.push(body);
    await route.continue();
  });
  return sent;
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(name, () => {
    test.use({ viewport });

    test("a first visit is asked after hydration, with three equal answers, without moving the page", async ({
      page,
      request,
    }) => {
      // The server's (cacheable) page is the same for everyone: it draws the notice (issue 29: drawn only
      // once the shop's code had loaded, it was a phone's largest paint, seconds after the first one), and
      // the page's first script hides it in a browser that has answered it.
      const html = await (await request.get("/category/sukienki")).text();
      expect(html).toContain('class="consent consent--early"');
      expect(html).toContain("Akceptuję wszystkie");

      await page.addInitScript(() => {
        (window as unknown as { shifts: number }).shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
      });
      await open(page, "/category/sukienki");
      await expect(notice(page)).toBeVisible();
      const mainTop = await page.locator("main").evaluate((main) => main.getBoundingClientRect().top);

      const answers = notice(page).getByRole("button");
      await expect(answers).toHaveText(["Akceptuję wszystkie", "Odrzucam opcjonalne", "Ustawienia"]);
      const looks = await answers.evaluateAll((buttons) =>
        buttons.map((button) => {
          const style = getComputedStyle(button);
          const box = button.getBoundingClientRect();
          return {
            width: Math.round(box.width),
            height: Math.round(box.height),
            look: [style.backgroundColor, style.color, style.fontSize, style.fontWeight, style.borderColor],
          };
        }),
      );
      expect(new Set(looks.map((look) => JSON.stringify(look))).size).toBe(1);

      const box = await notice(page).boundingBox();
      expect(box?.height ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(viewport.height * 0.6);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `test-results/consent-notice-${name}.png` });

      // The notice is fixed over the page: the content did not move for it.
      expect(await page.locator("main").evaluate((main) => main.getBoundingClientRect().top)).toBe(mainTop);
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01);
    });

    test("the keyboard chooses marketing only in the settings; the claim is kept and not asked again", async ({
      page,
    }) => {
      await open(page, "/");
      await expect(notice(page)).toBeVisible();
      // The live notice has taken over from the server's (it keeps the focus where it was, but a locator
      // resolved to the server's button just before would no longer be the focused one).
      await expect(page.locator(".consent--early")).toHaveCount(0);
      // From the start of the page: the notice comes right after the skip link; its last answer is the
      // fourth stop (the privacy policy link, "Akceptuję wszystkie", "Odrzucam opcjonalne", "Ustawienia").
      const settings = notice(page).getByRole("button", { name: "Ustawienia" });
      for (let presses = 0; presses < 8; presses++) {
        await page.keyboard.press("Tab");
        if (await settings.evaluate((element) => element === document.activeElement)) break;
      }
      await expect(settings).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(notice(page).getByRole("checkbox", { name: /Niezbędne/ })).toBeChecked();
      await expect(notice(page).getByRole("checkbox", { name: /Niezbędne/ })).toBeDisabled();
      await expect(notice(page).getByRole("checkbox", { name: /Analityczne/ })).not.toBeChecked();
      await notice(page)
        .getByRole("checkbox", { name: /Marketingowe/ })
        .focus();
      await page.keyboard.press("Space");
      await expect(notice(page).getByRole("checkbox", { name: /Marketingowe/ })).toBeChecked();
      await page.screenshot({ path: `test-results/consent-settings-${name}.png` });
      await notice(page).getByRole("button", { name: "Zapisz wybór" }).focus();
      await page.keyboard.press("Enter");
      await expect(notice(page)).toHaveCount(0);

      await expect
        .poll(() => storedValue(page, "shop/claims/cookie-consent"))
        .toMatchObject({
          code: "cookie-consent",
          value: { version: 1, analytics: false, marketing: true },
          description: "Zgoda na pliki cookie: niezbędne, marketingowe",
        });
      const claim = (await storedValue(page, "shop/claims/cookie-consent")) as { created_at: string };
      expect(Math.abs(Date.parse(claim.created_at) - Date.now())).toBeLessThan(10 * 60_000);

      await page.reload();
      await open(page, "/category/sukienki");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(notice(page)).toHaveCount(0);
    });
  });
}

test("a first visit sees the notice with the page's first paint, before any script of the shop has run", async ({
  page,
}) => {
  // Before hydration: at DOMContentLoaded the notice the server drew is shown.
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const early = document.querySelector(".consent--early");
      (window as unknown as { earlyShown: boolean }).earlyShown =
        early !== null &&
        getComputedStyle(early).display !== "none" &&
        !document.documentElement.dataset.hydrated;
    });
  });
  await open(page, "/category/sukienki");
  expect(await page.evaluate(() => (window as unknown as { earlyShown: boolean }).earlyShown)).toBe(true);
  // After hydration one notice is left, the live one.
  await expect(notice(page)).toHaveCount(1);
  await expect(page.locator(".consent--early")).toHaveCount(0);
});

test("an answer tapped before the shop's code has loaded is carried out when it arrives", async ({
  page,
}) => {
  // The shopper code is held back: the notice on screen is the server's, hydrated but not yet the live one.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/shopServicesEntry-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const started = page.goto("/category/sukienki");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
  await page.locator(".consent--early").getByRole("button", { name: "Akceptuję wszystkie" }).click();
  release();
  await started;
  await expect(notice(page)).toHaveCount(0);
  await shopReady(page);
  await expect
    .poll(() => storedValue(page, "shop/claims/cookie-consent"))
    .toMatchObject({ value: { analytics: true, marketing: true } });
  // The page's first script reads the hint: the next page hides the notice before it paints.
  await expect
    .poll(
      async () => (await page.context().cookies()).find((c) => c.name === "outlet_consent_decided")?.value,
    )
    .toBe("1");
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const early = document.querySelector(".consent--early");
      (window as unknown as { earlyShown: boolean }).earlyShown =
        early !== null && getComputedStyle(early).display !== "none";
    });
  });
  await open(page, "/");
  expect(await page.evaluate(() => (window as unknown as { earlyShown: boolean }).earlyShown)).toBe(false);
  await expect(notice(page)).toHaveCount(0);
});

test("an answer tapped before the page's scripts have run hides the notice at once and is carried out when they arrive", async ({
  page,
}) => {
  // The scripts are held back: nothing of React listens yet, only the head's own script (issue 29: the scripts
  // start after the first paint, so on a slow phone a tap in the first second found no handler and was lost).
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const started = page.goto("/category/sukienki", { waitUntil: "commit" });
  const early = page.locator(".consent--early");
  await early.getByRole("button", { name: "Akceptuję wszystkie" }).click();
  await expect(early).toBeHidden();
  expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
  release();
  await started;
  await shopReady(page);
  await expect
    .poll(() => storedValue(page, "shop/claims/cookie-consent"))
    .toMatchObject({ value: { analytics: true, marketing: true } });
  await expect(notice(page)).toHaveCount(0);
  await expect
    .poll(
      async () => (await page.context().cookies()).find((c) => c.name === "outlet_consent_decided")?.value,
    )
    .toBe("1");
});

/** Holds back the page's entry script (every page's) until `release()`: nothing of React listens meanwhile. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await held;
    // the first page's request is gone with that page
    await route.continue().catch(() => {});
  });
  return release;
}

const tapCookie = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === "outlet_consent_tap")?.value;

for (const { label, value, goOn } of [
  {
    label: "Akceptuję wszystkie",
    value: { analytics: true, marketing: true },
    goOn: "a link",
  },
  {
    label: "Odrzucam opcjonalne",
    value: { analytics: false, marketing: false },
    goOn: "the address bar",
  },
] as const) {
  test(`"${label}" tapped before the page's scripts have run is kept when the shopper goes on at once through ${goOn}`, async ({
    page,
  }) => {
    // A slow phone: the shopper answers the server's notice and leaves for another page before the first
    // page's scripts have arrived (the answer lived only in that page's window, and the next page asked again).
    const release = await holdScripts(page);
    void page.goto("/category/sukienki", { waitUntil: "commit" }).catch(() => {});
    await page.locator(".consent--early").getByRole("button", { name: label }).click();
    await expect(page.locator(".consent--early")).toBeHidden();
    // the menu's "Mężczyźni" is a plain link while no script runs; the address bar goes to a listing too
    if (goOn === "a link") await page.locator('header a[href="/mezczyzni"]').first().click();
    else void page.goto("/category/koszule-meskie", { waitUntil: "commit" }).catch(() => {});
    await expect(page).toHaveURL(goOn === "a link" ? /\/mezczyzni$/ : /\/category\/koszule-meskie$/);
    // The second page's notice, drawn by the server, is hidden before any script of the shop has run.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator(".consent--early")).toHaveCount(1);
    await expect(page.locator(".consent--early")).toBeHidden();
    expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
    release();
    await shopReady(page);
    await expect
      .poll(() => storedValue(page, "shop/claims/cookie-consent"))
      .toMatchObject({ value: { version: 1, ...value } });
    await expect(notice(page)).toHaveCount(0);
    // Carried out once: the short-lived answer is gone, the hint stays; a reload records nothing again.
    await expect.poll(() => tapCookie(page)).toBeUndefined();
    expect((await page.context().cookies()).find((c) => c.name === "outlet_consent_decided")?.value).toBe(
      "1",
    );
    const { created_at } = (await storedValue(page, "shop/claims/cookie-consent")) as { created_at: string };
    await page.reload();
    await shopReady(page);
    await expect(notice(page)).toHaveCount(0);
    expect(await storedValue(page, "shop/claims/cookie-consent")).toMatchObject({ created_at, value });
  });
}

test("an answer tapped before the page's scripts is kept for the next page only briefly and only as accept or reject", async ({
  page,
}) => {
  const release = await holdScripts(page);
  void page.goto("/category/sukienki", { waitUntil: "commit" }).catch(() => {});
  await page.locator(".consent--early").getByRole("button", { name: "Ustawienia" }).click();
  // "Ustawienia" is not an answer: nothing is kept for the next page, the notice stays.
  await expect(page.locator(".consent--early")).toBeVisible();
  expect(await tapCookie(page)).toBeUndefined();
  await page.locator(".consent--early").getByRole("button", { name: "Akceptuję wszystkie" }).click();
  const cookie = (await page.context().cookies()).find((c) => c.name === "outlet_consent_tap");
  expect(cookie).toMatchObject({ value: "accept", path: "/", sameSite: "Lax" });
  const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(60);
  expect(lifetime).toBeLessThanOrEqual(10 * 60);
  release();
});

test("a forged early answer in the cookie is ignored: the notice is shown and nothing is stored", async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: "outlet_consent_tap", value: "settings", url: String(baseURL) }]);
  await open(page, "/category/sukienki");
  await expect(notice(page)).toBeVisible();
  await expect(notice(page).getByRole("checkbox")).toHaveCount(0);
  expect(await storedValue(page, "shop/claims/cookie-consent")).toBeNull();
  // taken and dropped like a real one
  await expect.poll(() => tapCookie(page)).toBeUndefined();
});

test("conversion events wait for marketing consent, given later from the footer's Ustawienia plików cookie", async ({
  page,
}) => {
  const sent = await recordPosts(page, "/api/ext/conversion-events");
  await open(page, PRODUCTS.scarf.path);
  await notice(page).getByRole("button", { name: "Odrzucam opcjonalne" }).click();
  await expect(notice(page)).toHaveCount(0);
  await addToCart(page, 1);

  await page.getByTestId("cookie-settings").click();
  await expect(notice(page)).toBeVisible();
  await expect(notice(page).getByRole("heading", { name: "Pliki cookie w naszym sklepie" })).toBeFocused();
  await expect(notice(page).getByRole("checkbox", { name: /Marketingowe/ })).not.toBeChecked();
  await notice(page).getByRole("button", { name: "Akceptuję wszystkie" }).click();
  await expect(notice(page)).toHaveCount(0);
  // Focus goes back to the link that opened the settings.
  await expect(page.getByTestId("cookie-settings")).toBeFocused();
  await addToCart(page, 2);
  // Only the second addition was sent: the first had no consent.
  await expect.poll(() => sent.map((event) => event.event)).toEqual(["add_to_cart"]);
  expect(sent[0]).toMatchObject({ consent: true, items: [{ sku: PRODUCTS.scarf.sku, qty: 1 }] });
});

test("the start page is recorded once per session, when analytics is allowed", async ({ page }) => {
  const records = await recordPosts(page, "/api/ext/start-page");
  const answers: number[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/api/ext/start-page")) answers.push(response.status());
  });
  await open(page, "/szukaj?q=sukienka");
  await notice(page).getByRole("button", { name: "Akceptuję wszystkie" }).click();
  await expect.poll(() => answers).toEqual([200]);
  expect(records).toEqual([{ url: "/szukaj?q=sukienka", date: expect.any(String) }]);
  expect(Math.abs(Date.parse(String(records[0]?.date)) - Date.now())).toBeLessThan(10 * 60_000);

  // Another page and a reload belong to the same session: nothing more is sent.
  await page.goto("/category/koszule-meskie");
  await open(page, "/");
  await page.reload();
  await open(page, PRODUCTS.scarf.path);
  expect(records).toHaveLength(1);
});

for (const { name, viewport } of VIEWPORTS) {
  test(`a logged-in shopper changes the cookie consent on /account/agreements (${name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const email = uniqueEmail(`zgody-${name}`);
    await createAccount(request, email);
    await open(page, "/");
    await notice(page).getByRole("button", { name: "Akceptuję wszystkie" }).click();
    // the answer is kept in the browser's storage before the next page reads it
    await expect
      .poll(() => storedValue(page, "shop/claims/cookie-consent"))
      .toMatchObject({ value: { analytics: true, marketing: true } });
    await login(page, email);
    await open(page, "/account/agreements");
    const form = page.locator("form.consent-settings");
    // the moment written the one long way a shopper reads (s22): „1 grudnia 2026, 01:50”, not „1.12.2026, 01:50”
    await expect(form.getByTestId("consent-status")).toHaveText(
      /^Ostatnia decyzja: \d{1,2} (stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|października|listopada|grudnia) \d{4}, \d{2}:\d{2}$/,
    );
    await expect(form.getByRole("checkbox", { name: /Analityczne/ })).toBeChecked();
    await expect(form.getByRole("checkbox", { name: /Marketingowe/ })).toBeChecked();
    await form.getByRole("checkbox", { name: /Marketingowe/ }).uncheck();
    await form.getByRole("button", { name: "Zapisz zgody" }).click();
    await expect(form.getByRole("status")).toHaveText("Zapisaliśmy Twój wybór.");
    await expect
      .poll(() => storedValue(page, "shop/claims/cookie-consent"))
      .toMatchObject({ value: { version: 1, analytics: true, marketing: false } });
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `test-results/consent-account-${name}.png`, fullPage: true });
  });
}
