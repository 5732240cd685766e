import { expect, type Page, test } from "@playwright/test";
import { forwardedAs } from "./forwardingKey";
import { API_ORIGIN, createAccount, open, outbox, PRODUCTS, uniqueEmail } from "./shopper";

let forwardedFor = Math.floor(Math.random() * 200);
const ip = () => forwardedAs(`192.0.2.${1 + (forwardedFor++ % 250)}`);
const SCREENS = process.env.E2E_SCREENSHOTS ?? "";

/** Every link in a mail's text. */
function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s)]+/g)].map((m) => m[0]);
}

/** What each kind of page must say once its link is opened (Polish, saying what happened). */
function expectedText(path: string): RegExp {
  if (path.startsWith("/newsletter/potwierdz")) return /Zapis do newslettera potwierdzony/;
  if (path.startsWith("/newsletter/wypisz")) return /Wypisaliśmy adres .+ z newslettera/;
  if (path.startsWith("/powiadomienie/potwierdz")) return /Powiadomienie potwierdzone/;
  if (path.startsWith("/powiadomienie/wypisz")) return /Powiadomienie anulowane/;
  if (path.startsWith("/create-password")) return /Ustaw nowe hasło/;
  // the welcome mail's links: the account (signed out here: asked to sign in) and the password reminder
  if (path === "/account") return /Moje konto/;
  if (path.startsWith("/forgot-password")) return /Przypomnienie hasła/;
  // opened later from the mail: the order page, not the thanks right after placing it (order-page.spec)
  if (path.startsWith("/zamowienie/")) return /Zamówienie nr \d{9}/;
  if (path.startsWith("/ocen-produkty/")) return /Oceń produkty z zamówienia/;
  if (path.startsWith("/regulamin")) return /Regulamin/;
  if (path.startsWith("/cms-page/zwroty")) return /Zwroty/;
  if (path === "/") return /OUTLET|Outlet/i;
  // a product page
  return /Sukienka|Chusta|Koszula|Dodaj do koszyka|Powiadom/i;
}

async function opens(page: Page, link: string, name: string): Promise<void> {
  const url = new URL(link);
  const path = `${url.pathname}${url.search}`;
  const response = await page.goto(path);
  expect(response?.status(), `${link} answers 200`).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("data-shop-ready", "true", { timeout: 20_000 });
  await expect(page.locator("main, body").first(), `${link} says what happened`).toContainText(
    expectedText(url.pathname),
  );
  await expect(page.getByText("Link wygasł lub został już użyty.")).toHaveCount(0);
  if (SCREENS) await page.screenshot({ path: `${SCREENS}/mail-link-${name}.png`, fullPage: true });
}

test("every link in every mail the API sends opens a page that says in Polish what happened", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("linki");
  // the mails: newsletter confirmation, back-in-stock confirmation, welcome, password reset, order confirmation
  expect(
    (
      await request.post(`${API_ORIGIN}/api/ext/mailchimp-subscribe/subscribe`, {
        data: { email, consent: true },
        headers: ip(),
      })
    ).status(),
  ).toBe(200);
  expect(
    (
      await request.post(`${API_ORIGIN}/api/ext/stock-alert/subscribe`, {
        data: { email, sku: PRODUCTS.dress.outOfStockChild, consent: true },
        headers: ip(),
      })
    ).status(),
  ).toBe(200);
  await createAccount(request, email);
  expect(
    (
      await request.post(`${API_ORIGIN}/api/user/reset-password`, { data: { email }, headers: ip() })
    ).status(),
  ).toBe(200);
  const key = `${Date.now()}-${crypto.randomUUID()}`;
  const address = {
    firstname: "Anna",
    lastname: "Nowak",
    street: ["Długa 5"],
    city: "Gdańsk",
    postcode: "80-827",
    country_id: "PL",
    telephone: "+48 600 100 200",
  };
  const placed = await request.post(`${API_ORIGIN}/api/order`, {
    data: {
      order_id: key,
      products: [{ sku: PRODUCTS.scarf.sku, qty: 1 }],
      addressInformation: {
        billingAddress: { ...address, email },
        shippingAddress: address,
        shipping_carrier_code: "flatrate",
        shipping_method_code: "flatrate",
        payment_method_code: "banktransfer",
      },
    },
    headers: { "idempotency-key": key, ...ip() },
  });
  expect(placed.status()).toBe(200);

  const mine = () => outbox().filter((mail) => mail.to === email);
  const kinds = [
    "newsletter_confirm",
    "stock_alert_confirm",
    "welcome",
    "password_reset",
    "order_confirmation",
  ];
  expect(
    mine()
      .map((mail) => mail.kind)
      .sort(),
  ).toEqual([...kinds].sort());
  const mailOf = (kind: string) => mine().find((mail) => mail.kind === kind);

  // Opening links in the order a shopper would: confirmations first, cancellations last.
  const rank = (link: string) => (/\/wypisz/.test(link) ? 1 : 0);
  for (const kind of kinds) {
    const links = linksIn(mailOf(kind)?.text ?? "").sort((a, b) => rank(a) - rank(b));
    expect(links.length, `${kind} has links`).toBeGreaterThan(0);
    for (const [i, link] of links.entries()) await opens(page, link, `${kind}-${i}`);
  }

  // Confirming the newsletter sent the welcome mail with the subscriber's code: its links work too.
  await expect.poll(() => mailOf("newsletter_welcome")?.text ?? "").toMatch(/NEWSLETTER10-[A-Z0-9]{10}/);
  for (const [i, link] of linksIn(mailOf("newsletter_welcome")?.text ?? "").entries())
    await opens(page, link, `newsletter_welcome-${i}`);

  // A link used once says so, with a way forward.
  const confirm = linksIn(mailOf("newsletter_confirm")?.text ?? "").find((l) => l.includes("/potwierdz"));
  const url = new URL(confirm ?? "http://x/");
  await open(page, `${url.pathname}${url.search}`);
  await expect(page.getByRole("alert")).toContainText("Link wygasł lub został już użyty.");
  await expect(page.getByRole("alert")).toContainText("zapisz się ponownie");
  if (SCREENS) await page.screenshot({ path: `${SCREENS}/mail-link-used.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole("alert")).toContainText("Link wygasł lub został już użyty.");
  if (SCREENS) await page.screenshot({ path: `${SCREENS}/mail-link-used-phone.png`, fullPage: true });
});
