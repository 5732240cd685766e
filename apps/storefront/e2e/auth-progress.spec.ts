import { mkdirSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { createAccount, open, PASSWORD, uniqueEmail } from "./shopper";
import { expectNoSeriousA11yViolations } from "./support";

/**
 * Issue 32: registering took about 5 s with no word of progress. The submit button of the registration and
 * log-in forms says it is working ("Zakładamy konto…" / "Logowanie…", aria-busy, no second submit) and a
 * polite live region says it to a screen reader.
 */
const SHOTS = "/tmp/shots-s16-b";

interface Seen {
  readonly label: string;
  readonly busy: string | null;
  readonly disabled: string | null;
  readonly said: string;
}

/** Records every state the form's submit button and its live region go through from now on. */
async function watchSubmit(page: Page): Promise<void> {
  await page.evaluate(() => {
    const form = document.querySelector("form.auth-form");
    if (!form) throw new Error("no form");
    const seen: Seen[] = [];
    (window as unknown as { __seen: Seen[] }).__seen = seen;
    const record = () => {
      const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
      seen.push({
        label: (button?.textContent ?? "").trim(),
        busy: button?.getAttribute("aria-busy") ?? null,
        disabled: button?.getAttribute("aria-disabled") ?? null,
        said: (form.querySelector("[role=status][aria-live=polite]")?.textContent ?? "").trim(),
      });
    };
    new MutationObserver(record).observe(form, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
}

const seenStates = (page: Page) => page.evaluate(() => (window as unknown as { __seen: Seen[] }).__seen);

for (const size of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const) {
  test(`registering and logging in say that they are working (${size.name})`, async ({ page, request }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize(size);
    const email = uniqueEmail(`postep-${size.name}`);
    await open(page, "/register");
    await page.getByLabel(/^Imię/).fill("Zofia");
    await page.getByLabel(/^Nazwisko/).fill("Wróbel");
    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByLabel(/^Hasło/).fill(PASSWORD);
    await page.getByLabel(/^Powtórz hasło/).fill(PASSWORD);
    await watchSubmit(page);
    const creates: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/user/create")) creates.push(r.method());
    });
    // the account is created while the shopper looks at the button: held until the picture is taken
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/user/create", async (route) => {
      await held;
      await route.continue();
    });
    const button = page.getByRole("button", { name: "Załóż konto" });
    await button.click();
    const working = page.getByRole("button", { name: "Zakładamy konto…" });
    await expect(working).toHaveAttribute("aria-busy", "true");
    await expect(working).toHaveAttribute("aria-disabled", "true");
    await expect(page.locator("form.auth-form [role=status]")).toHaveText("Zakładamy konto…");
    // a second tap while it works sends nothing more (forced: Playwright itself waits for an aria-disabled button)
    await working.click({ force: true });
    await page.screenshot({ path: `${SHOTS}/register-busy-${size.name}.png` });
    // released well within the client's 5 s timeout
    release();
    await expect(page).toHaveURL(/\/account$/);
    await expectNoSeriousA11yViolations(page);
    expect(creates).toEqual(["POST"]);
    expect(await seenStates(page)).toContainEqual({
      label: "Zakładamy konto…",
      busy: "true",
      disabled: "true",
      said: "Zakładamy konto…",
    });

    // log-in: the same word while the password is checked
    const other = uniqueEmail(`postep-login-${size.name}`);
    await createAccount(request, other);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await open(page, "/login");
    await page.getByLabel("E-mail").fill(other);
    await page.getByLabel("Hasło").fill(PASSWORD);
    await watchSubmit(page);
    await page.route("**/api/user/login", async (route) => {
      await page.waitForTimeout(600);
      await route.continue();
    });
    await page.getByRole("button", { name: "Zaloguj się", exact: true }).click();
    await expect(page.getByRole("button", { name: "Logowanie…" })).toHaveAttribute("aria-busy", "true");
    await page.screenshot({ path: `${SHOTS}/login-busy-${size.name}.png` });
    await expect(page).toHaveURL(/\/account$/);
    expect(await seenStates(page)).toContainEqual({
      label: "Logowanie…",
      busy: "true",
      disabled: "true",
      said: "Logowanie…",
    });
  });
}
