import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "../src/mail/createMailer.js";
import { call, orderBody, orderKey, type Picks, pickProducts, startShop } from "./shopHarness.js";
import { FORWARDING_ENV, type Json, type RunningServer, TEST_FORWARDING_KEY } from "./startServer.js";

let api: RunningServer;
let picks: Picks;
beforeAll(async () => {
  api = await startShop({ ...FORWARDING_ENV, STOREFRONT_URL: "https://sklep.example.pl" });
  picks = await pickProducts(api);
}, 60_000);
afterAll(() => api.stop());

let ipCounter = 1;
const ip = () => ({ "x-forwarding-key": TEST_FORWARDING_KEY, "x-forwarded-for": `198.20.0.${ipCounter++}` });

const outbox = (): Json[] => {
  const dir = join(api.dataDir, "outbox");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")));
};

async function placeAndMail(body: Json): Promise<{ placed: Json; mail: Json }> {
  const res = await call(api, "POST", "/api/order", {
    body,
    headers: { "idempotency-key": body.order_id, ...ip() },
  });
  expect(res.status).toBe(200);
  const mails = outbox().filter(
    (m) => m.kind === "order_confirmation" && m.data.order_uuid === res.body.result.order_uuid,
  );
  expect(mails).toHaveLength(1);
  return { placed: res.body.result, mail: mails[0] };
}

/** "1 234,56 zł" with the non-breaking spaces of pl-PL turned into plain ones for comparison. */
const plain = (text: string): string => text.replace(/[\u00a0\u202f]/g, " ");
const pln = (x: number): string =>
  `${x.toLocaleString("pl-PL", { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true })} zł`.replace(
    /[\u00a0\u202f]/g,
    " ",
  );

describe("the order confirmation mail (issue 12)", () => {
  it("lists items with options, quantities, prices, addresses, invoice data, methods, totals, transfer details and links", async () => {
    const key = orderKey();
    const body = orderBody(key, [
      {
        sku: picks.configurable.sku,
        qty: 2,
        product_option: { extension_attributes: { configurable_item_options: picks.configurable.options } },
      },
      { sku: picks.simple.sku, qty: 1 },
    ]);
    body.addressInformation.billingAddress = {
      ...body.addressInformation.billingAddress,
      company: "Firma Krawiecka sp. z o.o.",
      vat_id: "5260001246",
      street: ["Fakturowa 1"],
    };
    const { placed, mail } = await placeAndMail(body);
    expect(mail.to).toBe("gosc@example.pl");
    expect(mail.subject).toBe(`Potwierdzenie zamówienia nr ${placed.orderNumber}`);
    const text = plain(mail.text);
    // the decimal point of the old one-line mail is gone
    expect(text).not.toMatch(/\d\.\d\d zł/);
    expect(text).toContain(`Dziękujemy za zamówienie nr ${placed.orderNumber}.`);
    expect(text).toMatch(/Rozmiar: \w+/);
    expect(text).toContain(`2 × ${pln(picks.configurable.price)} = ${pln(picks.configurable.price * 2)}`);
    expect(text).toContain(`1 × ${pln(picks.simple.price)}`);
    expect(text).toContain(`Razem do zapłaty: ${pln(placed.grand_total)}`);
    expect(text).toContain("Dostawa kurierem: 5,00 zł");
    expect(text).toMatch(/w tym VAT: \d+,\d\d zł/);
    expect(text).toContain(
      "Adres dostawy:\n  Anna Nowak\n  Długa 5 m. 2\n  80-827 Gdańsk\n  tel. +48 600 100 200",
    );
    // one block for a company invoice, the NIP after the company (issue 32's walk read the company twice)
    expect(text).toContain(
      "Dane do faktury:\n  Anna Nowak\n  Firma Krawiecka sp. z o.o.\n  NIP: 5260001246\n  Fakturowa 1",
    );
    expect(text).not.toContain("Faktura:");
    expect(text).not.toContain("Dane do rachunku");
    expect(text).toMatch(/Dostawa:\n {2}Dostawa kurierem\n/);
    expect(text).toContain("Płatność:\n  Przelew bankowy");
    expect(text).toContain("Numer konta: PL61 1090 1014 0000 0712 1981 2874");
    expect(text).toContain("Odbiorca przelewu: ");
    expect(text).toContain(`Tytuł przelewu: Zamówienie ${placed.orderNumber}`);
    expect(text).toContain(`Kwota: ${pln(placed.grand_total)}`);
    expect(text).toContain(
      `Zamówienie w sklepie: https://sklep.example.pl/zamowienie/${placed.orderNumber}/${placed.order_secret}`,
    );
    // the review link closes the mail, worded for after delivery (the goods have not arrived yet)
    const reviewLine = `Gdy odbierzesz zamówienie, oceń zakupione produkty: https://sklep.example.pl/ocen-produkty/${placed.order_uuid}/${placed.order_secret}`;
    expect(text).toContain(reviewLine);
    expect(text).not.toContain("Oceń zakupione produkty");
    expect(text.indexOf(reviewLine)).toBeGreaterThan(text.indexOf("Regulamin sklepu"));
    expect(text.trimEnd().split("\n").slice(-3)).toEqual([reviewLine, "", "Outlet"]);
    expect(text).toContain("odstąpić od umowy w ciągu 14 dni");
    // the shop's own 30 days (its terms and banner) are said too
    expect(text).toContain("a w naszym sklepie nawet w ciągu 30 dni");
    // the terms in force when ordering, with their version and date (a durable medium, issue 27)
    expect(text).toContain(
      "Regulamin sklepu (wersja 2.0 z 29 listopada 2026 r.): https://sklep.example.pl/regulamin",
    );
    // a cart without digital content repeats no digital consent
    expect(text).not.toContain("treści cyfrowych");
    // the HTML carries the same content, escaped
    const html = plain(mail.html);
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain(
      `href="https://sklep.example.pl/zamowienie/${placed.orderNumber}/${placed.order_secret}"`,
    );
    expect(html).toContain("NIP: 5260001246");
    expect(html).toContain("Firma Krawiecka sp. z o.o.");
    expect(html).toContain(pln(placed.grand_total));
    expect(html).toContain("Tytuł przelewu: Zamówienie");
    expect(html).toContain("14 dni");
    expect(html).toContain('href="https://sklep.example.pl/regulamin"');
    expect(html).toContain("Regulamin sklepu (wersja 2.0 z 29 listopada 2026 r.)</a>");
    const reviewHref = `href="https://sklep.example.pl/ocen-produkty/${placed.order_uuid}/${placed.order_secret}"`;
    expect(html).toMatch(
      new RegExp(`Gdy odbierzesz zamówienie, <a ${reviewHref}[^>]*>oceń zakupione produkty</a>`),
    );
    expect(html).not.toContain("Oceń zakupione produkty");
    expect(html.indexOf(reviewHref)).toBeGreaterThan(html.indexOf("2026 r.)</a>"));
  });

  it("has no transfer details for cash on delivery and shows the fee", async () => {
    const { mail } = await placeAndMail(
      orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }], { payment: "cashondelivery" }),
    );
    const text = plain(mail.text);
    expect(text).not.toContain("Numer konta");
    expect(text).toContain("Płatność:\n  Płatność przy odbiorze");
    expect(text).toContain("Opłata za płatność: 5,00 zł");
  });

  it("asks to pay an online order that is not paid yet and links its order page; other methods do not", async () => {
    const { mail } = await placeAndMail(
      orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }], { payment: "online" }),
    );
    const orderPage = `https://sklep.example.pl/zamowienie/${mail.data.order_number}/${mail.data.order_secret}`;
    expect(plain(mail.text)).toContain(
      `Zamówienie czeka na płatność online. Jeśli płatność nie została dokończona, możesz ją ponowić na stronie zamówienia. Opłać zamówienie: ${orderPage}`,
    );
    expect(mail.html).toContain(`href="${orderPage}"`);
    expect(mail.html).toContain("Opłać zamówienie</a>");

    const { mail: cod } = await placeAndMail(
      orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }], { payment: "cashondelivery" }),
    );
    expect(cod.text).not.toContain("czeka na płatność");
    expect(cod.html).not.toContain("Opłać zamówienie");
  });

  it("repeats the shopper's comments for the courier and about the order (issue 32), and the order page has them", async () => {
    const body = orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }], {
      payment: "cashondelivery",
    });
    body.addressInformation.shippingExtraFields = {
      delivery_comment: "Domofon nie działa, proszę dzwonić",
      order_comment: "Proszę zapakować na prezent & <bez> paragonu",
    };
    const { placed, mail } = await placeAndMail(body);
    const text = plain(mail.text);
    expect(text).toContain("Uwagi dla kuriera:\n  Domofon nie działa, proszę dzwonić");
    expect(text).toContain("Uwagi do zamówienia:\n  Proszę zapakować na prezent & <bez> paragonu");
    expect(mail.html).toContain("Uwagi dla kuriera</h2>");
    expect(mail.html).toContain("Proszę zapakować na prezent &amp; &lt;bez&gt; paragonu");
    const view = await call(
      api,
      "GET",
      `/api/ext/order/${placed.orderNumber}?secret=${encodeURIComponent(placed.order_secret)}`,
    );
    expect(view.status).toBe(200);
    expect(view.body.result.comments).toEqual({
      delivery_comment: "Domofon nie działa, proszę dzwonić",
      order_comment: "Proszę zapakować na prezent & <bez> paragonu",
    });
    // an order without comments shows no empty heading
    const { mail: plainOrder } = await placeAndMail(
      orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }]),
    );
    expect(plainOrder.text).not.toContain("Uwagi");
  });

  it("escapes shopper text in the HTML", async () => {
    const body = orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }]);
    body.addressInformation.shippingAddress.company = 'Kowalski & <b>"Syn"</b>';
    const { mail } = await placeAndMail(body);
    expect(mail.html).toContain("Kowalski &amp; &lt;b&gt;&quot;Syn&quot;&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>");
  });
});

describe("SMTP delivery (SMTP_URL)", () => {
  it("delivers text and HTML through a local SMTP sink", async () => {
    const received: ParsedMail[] = [];
    const envelopes: string[][] = [];
    const sink = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, done) {
        envelopes.push(session.envelope.rcptTo.map((r) => r.address));
        simpleParser(stream)
          .then((mail) => {
            received.push(mail);
            done();
          })
          .catch(done);
      },
    });
    await new Promise<void>((resolve) => sink.listen(0, "127.0.0.1", resolve));
    const port = (sink.server.address() as { port: number }).port;
    try {
      const mailer = createMailer({
        dataDir: api.dataDir,
        from: "sklep@outlet.local",
        now: Date.now,
        smtpUrl: `smtp://127.0.0.1:${port}`,
      });
      const before = mailer.list().length;
      mailer.send({
        kind: "order_confirmation",
        to: "anna@example.pl",
        subject: "Potwierdzenie zamówienia nr 000000042",
        text: "Razem do zapłaty: 1 234,56 zł",
        html: "<p>Razem do zapłaty: <strong>1 234,56 zł</strong></p>",
      });
      await mailer.idle();
      expect(received).toHaveLength(1);
      const mail = received[0] as ParsedMail;
      expect(envelopes[0]).toEqual(["anna@example.pl"]);
      expect(mail.subject).toBe("Potwierdzenie zamówienia nr 000000042");
      expect(mail.from?.text).toBe("sklep@outlet.local");
      expect(mail.text?.trim()).toBe("Razem do zapłaty: 1 234,56 zł");
      expect(mail.html).toContain("<strong>1 234,56 zł</strong>");
      // SMTP is the delivery: nothing new in the outbox
      expect(mailer.list()).toHaveLength(before);
    } finally {
      await new Promise<void>((resolve) => sink.close(() => resolve()));
    }
  });
});
