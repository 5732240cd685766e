import AxeBuilder from "@axe-core/playwright";
import { type APIResponse, expect, type Page } from "@playwright/test";
import { ADMIN_E2E_OWNER } from "./adminOwner";

/**
 * Runs axe (WCAG 2.1 A and AA rules) on the page at rest and expects no violation at all. A notice still
 * fading in is measured at its final colours: mid-transition its text is partly transparent, which axe would
 * report as low contrast although no one reads it then.
 */
export async function expectAxeClean(page: Page): Promise<void> {
  // finite transitions only: a spinner's endless animation never ends
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().endTime === Infinity),
  );
  // only the violations are read: axe then skips describing every passing node (much of its time);
  // `options` replaces what was set before it, so it comes first
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const found = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  // named in the message, whose first line is what a CI summary keeps
  expect(found, `axe violations: ${found.join("; ")}`).toEqual([]);
}

/** Signs in through the sign-in form and waits for the start page. */
export async function signIn(
  page: Page,
  who: { readonly email: string; readonly password: string } = ADMIN_E2E_OWNER,
): Promise<void> {
  await page.goto("/#/login");
  await page.getByLabel(/^E-mail/).fill(who.email);
  await page.getByLabel(/^Hasło/).fill(who.password);
  await page.getByRole("button", { name: "Zaloguj się" }).click();
}

/** Saves a screenshot under `reports/screens/` (or `E2E_SHOTS_DIR`) for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR ?? "reports/screens";
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** The shop beside the back office (playwright.config.ts starts it). */
export const SHOP_ORIGIN = `http://127.0.0.1:${process.env.E2E_ADMIN_SHOP_PORT ?? 13102}`;

/**
 * A shop page as a shopper's next visit gets it, on a connection of its own. A kept-alive one from an
 * earlier request could be closed by the shop's idle timeout (5 s) just as this request is written on it,
 * which the client sees as ECONNRESET (the content journey failed so on a loaded run).
 */
export function shopGet(page: Page, path: string): Promise<APIResponse> {
  return page.request.get(`${SHOP_ORIGIN}${path}`, { headers: { connection: "close" } });
}
