import { type Browser, expect, type Page, test } from "@playwright/test";
import { CONSENTED_STATE } from "./consentState";
import { createAccount, login, shopReady, uniqueEmail } from "./shopper";

/**
 * Issue 12: the shopper links (account, wishlist, compare, cart) popped in after hydration. The server
 * draws placeholders with the links' own boxes and no shopper data (the cached page is anonymous); the
 * real links take exactly those boxes, for a guest and for a logged-in shopper, and no layout shift
 * involves the header.
 */
const PAGE = "/kobiety/sukienki";

/** The boxes of the controls shown in the header's shopper row. */
async function shopperBoxes(page: Page): Promise<string[]> {
  return page.locator("#header-shopper").evaluate((slot) =>
    [...slot.querySelectorAll(".header-link, .cart-button")]
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0)
      .map(
        (box) =>
          `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`,
      ),
  );
}

/** The server's drawing of the header (JavaScript off: what the first paint shows). */
async function serverBoxes(browser: Browser, viewport: { width: number; height: number }): Promise<string[]> {
  const context = await browser.newContext({
    viewport,
    javaScriptEnabled: false,
    storageState: CONSENTED_STATE,
  });
  const page = await context.newPage();
  await page.goto(PAGE);
  const boxes = await shopperBoxes(page);
  await context.close();
  return boxes;
}

/** Records every layout shift of the page from its first paint (Chromium's layout-shift entries). */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; header: boolean; moved: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const header = entry.sources.some(
          (source) => source.node instanceof Element && source.node.closest(".site-header") !== null,
        );
        // what moved, for the failure message (a rare 0.00016 on a loaded CI machine, session 17)
        const moved = entry.sources.map((source) => {
          const element = source.node instanceof Element ? source.node : null;
          const name = element
            ? `${element.tagName.toLowerCase()}.${[...element.classList].join(".")}`
            : "#text";
          const box = (rect: DOMRectReadOnly) =>
            `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
          return `${name} ${box(source.previousRect)} → ${box(source.currentRect)}`;
        });
        shifts.push({ value: entry.value, header, moved });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

async function layoutShifts(page: Page): Promise<{ total: number; header: number; moved: string }> {
  // two frames after the shopper links arrived
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const shifts = await page.evaluate(
    () => (window as unknown as { __shifts: { value: number; header: boolean; moved: string[] }[] }).__shifts,
  );
  return {
    total: shifts.reduce((sum, shift) => sum + shift.value, 0),
    header: shifts.filter((shift) => shift.header).reduce((sum, shift) => sum + shift.value, 0),
    moved: shifts
      .filter((shift) => shift.header)
      .flatMap((shift) => shift.moved)
      .join("; "),
  };
}

for (const device of [
  { label: "desktop", viewport: { width: 1280, height: 800 } },
  { label: "phone", viewport: { width: 390, height: 844 } },
]) {
  test.describe(`header shopper links (${device.label})`, () => {
    test.use({ viewport: device.viewport });

    test("the server draws anonymous placeholders in the links' own boxes; nothing in the header shifts, guest or logged in", async ({
      browser,
      page,
      request,
    }) => {
      // The cached HTML: placeholders, hidden from assistive technology, no shopper data; the one link is
      // "Koszyk" to the cart page (a click before the shopper links arrive: header-cart-right-after-ready).
      const html = await (await request.get(PAGE)).text();
      const start = html.indexOf('id="header-shopper"');
      const slot = html.slice(start, html.indexOf('<nav class="menu"', start));
      expect(slot).toContain('data-testid="shopper-placeholders"');
      expect(slot.match(/aria-hidden="true"/g)).toHaveLength(3);
      expect([...slot.matchAll(/href="([^"]*)"/g)].map((match) => match[1])).toEqual(["/koszyk"]);
      expect(slot).not.toContain("Moje konto");

      const drawn = await serverBoxes(browser, device.viewport);
      expect(drawn).toHaveLength(4);

      // A guest: the links take the placeholders' boxes, and no layout shift touches the header.
      await recordLayoutShifts(page);
      await page.goto(PAGE);
      await shopReady(page);
      await expect(page.getByTestId("account-link")).toBeVisible();
      await expect(page.getByTestId("shopper-placeholders")).toBeHidden();
      expect(await shopperBoxes(page)).toEqual(drawn);
      if (device.label === "phone") {
        // icons only: no word spills out of its 40 px circle
        const spilling = await page
          .locator("#header-shopper")
          .evaluate((slot) =>
            [...slot.querySelectorAll<HTMLElement>(".header-link, .cart-button")]
              .filter((element) => element.offsetWidth > 0 && element.scrollWidth > element.clientWidth + 1)
              .map((element) => element.className),
          );
        expect(spilling).toEqual([]);
      }
      const guest = await layoutShifts(page);
      expect(guest.header, `header moved: ${guest.moved}`).toBe(0);

      // A logged-in shopper: "Moje konto" in the same box.
      const email = uniqueEmail("naglowek");
      await createAccount(request, email);
      await login(page, email);
      await page.goto(PAGE);
      await shopReady(page);
      await expect(page.getByTestId("account-link")).toHaveAttribute("href", "/account");
      expect(await shopperBoxes(page)).toEqual(drawn);
      const loggedIn = await layoutShifts(page);
      expect(loggedIn.header, `header moved: ${loggedIn.moved}`).toBe(0);
      test.info().annotations.push({
        type: "CLS",
        description: `${device.label}: guest ${guest.total.toFixed(4)}, logged in ${loggedIn.total.toFixed(4)} (header 0)`,
      });
      await page.screenshot({ path: `test-results/header-placeholders-${device.label}.png` });
    });
  });
}
