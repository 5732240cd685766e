import { formatProductLink } from "@outlet/url-resolution";
import { escapeHtml, mailLayout, singleLineSubject } from "./mailHtml.js";

/** A mail's subject, text and the links it carries (for tests and the outbox's `data`). */
export interface EngagementMail {
  readonly subject: string;
  readonly text: string;
}

const q = encodeURIComponent;

/**
 * The storefront address of the newsletter unsubscribe page for one address (`/newsletter/wypisz`).
 *
 * @example
 * newsletterUnsubscribeLink("https://outlet.pl", token, "anna@example.pl");
 */
export function newsletterUnsubscribeLink(base: string, token: string, email: string): string {
  return `${base}/newsletter/wypisz?token=${q(token)}&email=${q(email)}`;
}

/**
 * The double opt-in mail of the newsletter (§11.1): the confirm link and the unsubscribe link.
 *
 * @example
 * newsletterConfirmMail("https://outlet.pl", confirm, unsubscribe, "anna@example.pl");
 */
export function newsletterConfirmMail(
  base: string,
  confirmToken: string,
  unsubscribeToken: string,
  email: string,
): EngagementMail & { readonly confirmLink: string; readonly unsubscribeLink: string } {
  const confirmLink = `${base}/newsletter/potwierdz?token=${q(confirmToken)}`;
  const unsubscribeLink = newsletterUnsubscribeLink(base, unsubscribeToken, email);
  return {
    subject: "Potwierdź zapis do newslettera",
    text: [
      "Dziękujemy za zapis do newslettera Outlet.",
      "",
      `Potwierdź zapis: ${confirmLink}`,
      "Po potwierdzeniu wyślemy Ci kod rabatowy -10% na pierwsze zakupy.",
      "",
      `Jeśli to nie Ty, zignoruj tę wiadomość albo wypisz się: ${unsubscribeLink}`,
    ].join("\n"),
    confirmLink,
    unsubscribeLink,
  };
}

/**
 * The welcome mail after confirmation: the subscriber's own single-use coupon and the unsubscribe link.
 *
 * @example
 * newsletterWelcomeMail("https://outlet.pl", "NEWSLETTER10-4FQ2K9ZPLM", unsubscribe, "anna@example.pl");
 */
export function newsletterWelcomeMail(
  base: string,
  couponCode: string,
  unsubscribeToken: string,
  email: string,
): EngagementMail & { readonly unsubscribeLink: string } {
  const unsubscribeLink = newsletterUnsubscribeLink(base, unsubscribeToken, email);
  return {
    subject: "Dziękujemy za zapis — 10% rabatu",
    text: [
      "Zapis do newslettera potwierdzony.",
      "",
      `Twój kod rabatowy: ${couponCode}`,
      "Daje 10% rabatu na jedno zamówienie; wpisz go w koszyku.",
      `Zakupy: ${base}/`,
      "",
      `Wypisz się z newslettera: ${unsubscribeLink}`,
    ].join("\n"),
    unsubscribeLink,
  };
}

/**
 * The product page of a sku as the storefront links it (`@outlet/url-resolution`, behaviour.md §8.2): the
 * parent's `url_path` with `?childSku=` for a variant. `/` when the sku is unknown.
 *
 * @example
 * productPageLink(parent, "SUK-0193-M"); // "/sukienka-lniana-alicja-193?childSku=SUK-0193-M"
 */
export function productPageLink(product: Readonly<Record<string, unknown>> | undefined, sku: string): string {
  if (!product) return "/";
  const link = formatProductLink({
    sku,
    parentSku: String(product.sku ?? sku),
    type_id: String(product.type_id ?? "simple"),
    slug: typeof product.slug === "string" ? product.slug : null,
    url_path: typeof product.url_path === "string" ? product.url_path : null,
    configurable_children: Array.isArray(product.configurable_children)
      ? product.configurable_children
      : null,
  });
  return typeof link === "string" ? link : "/";
}

/**
 * The back-in-stock double opt-in mail (§11.2): confirm and cancel links and the product's page.
 *
 * @example
 * stockAlertConfirmMail("https://outlet.pl", confirm, unsubscribe, "Sukienka lniana Alicja (M)", "/sukienka…");
 */
export function stockAlertConfirmMail(
  base: string,
  confirmToken: string,
  unsubscribeToken: string,
  productName: string,
  productPath: string,
): EngagementMail & { readonly confirmLink: string; readonly unsubscribeLink: string } {
  const confirmLink = `${base}/powiadomienie/potwierdz?token=${q(confirmToken)}`;
  const unsubscribeLink = `${base}/powiadomienie/wypisz?token=${q(unsubscribeToken)}`;
  return {
    subject: "Potwierdź powiadomienie o dostępności",
    text: [
      `Chcesz wiedzieć, kiedy wróci: ${productName}?`,
      "",
      `Potwierdź powiadomienie: ${confirmLink}`,
      `Produkt: ${base}${productPath}`,
      "",
      `Rezygnacja z powiadomienia: ${unsubscribeLink}`,
    ].join("\n"),
    confirmLink,
    unsubscribeLink,
  };
}

/**
 * The back-in-stock mail: the product's real page link.
 *
 * @example
 * backInStockMail("https://outlet.pl", "Sukienka lniana Alicja (M)", "/sukienka…?childSku=SUK-0193-M");
 */
export function backInStockMail(
  base: string,
  productName: string,
  productPath: string,
): EngagementMail & { readonly productLink: string } {
  const productLink = `${base}${productPath}`;
  return {
    subject: "Produkt znów dostępny",
    text: [
      `Dobra wiadomość: ${productName} jest znów dostępny.`,
      "",
      `Zobacz produkt: ${productLink}`,
      "Liczba sztuk jest ograniczona.",
    ].join("\n"),
    productLink,
  };
}

/**
 * The welcome mail after registering (issue 32): the account's address, what the account gives and the
 * links to it and to the password reset, in case it was not the addressee who registered. Pure.
 *
 * @example
 * welcomeMail("https://outlet.pl", "Anna", "anna@example.pl").subject; // "Witamy w sklepie Outlet, Anna!"
 */
export function welcomeMail(
  base: string,
  firstname: string,
  email: string,
): EngagementMail & { readonly html: string; readonly accountLink: string } {
  const accountLink = `${base}/account`;
  const resetLink = `${base}/forgot-password`;
  const subject = singleLineSubject(`Witamy w sklepie Outlet, ${firstname}!`);
  const lines = [
    `Dziękujemy za założenie konta w sklepie Outlet. Logujesz się adresem ${email}.`,
    "Na koncie sprawdzisz swoje zamówienia, zapiszesz adresy dostawy i ulubione produkty.",
  ];
  const notYou = "Jeśli nie rozpoznajesz tej rejestracji, ustaw nowe hasło albo napisz do nas.";
  return {
    subject,
    text: [...lines, "", `Twoje konto: ${accountLink}`, "", `${notYou} ${resetLink}`, "", "Outlet"].join(
      "\n",
    ),
    html: mailLayout(
      subject,
      [
        ...lines.map((line) => `<p style="margin:0 0 12px;">${escapeHtml(line)}</p>`),
        `<p style="margin:16px 0;"><a href="${escapeHtml(accountLink)}" style="display:inline-block;padding:10px 18px;background:#222;color:#fff;text-decoration:none;border-radius:4px;">Przejdź do konta</a></p>`,
        `<p style="margin:0;color:#444;font-size:13px;">${escapeHtml(notYou)} <a href="${escapeHtml(resetLink)}" style="color:#8a6d2f;">Ustaw nowe hasło</a></p>`,
      ].join("\n"),
    ),
    accountLink,
  };
}
