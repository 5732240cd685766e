import type { FeedItem } from "./seoFiles.server";

/** Ceneo's availability codes: 1 = ships within 24 h; 99 = ask the shop (not in stock now). */
const AVAIL_IN_STOCK = "1";
const AVAIL_ASK = "99";

function text(value: unknown): string {
  if (value === undefined || value === null) return "";
  return Array.isArray(value) ? value.join(", ") : String(value);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** CDATA that cannot be closed early by the text itself. */
function cdata(value: string): string {
  return `<![CDATA[${value.replace(/]]>/g, "]]]]><![CDATA[>")}]]>`;
}

/** `"129.99 PLN"` → `"129.99"`; `null` for anything that is not a positive amount. */
function amount(value: unknown): string | null {
  const number = Number.parseFloat(text(value));
  return Number.isFinite(number) && number > 0 ? number.toFixed(2) : null;
}

/**
 * A product feed in Ceneo's own XML format (`<offers>` → `<group name="other">` → one `<o>` per offer with
 * `id`, `url`, `price` (the price a shopper pays: the sale price when there is one), `avail` and
 * `basket`, then `<cat>`, `<name>`, `<imgs><main url/></imgs>`, `<desc>` and `<attrs>` with Producent,
 * Kod_producenta, Kolor, Rozmiar, Materiał), built from the generic feed items of api-contract §10.7.
 * Items without a positive price are left out (Ceneo refuses them). Pure.
 *
 * @example
 * ceneoFeedBody([{ id: "SZA-2892", title: "Żółta chusta", link: "https://sklep/p/…", price: "129.99 PLN", availability: "in_stock" }]);
 * // <?xml …?><offers …><group name="other"><o id="SZA-2892" url="https://sklep/p/…" price="129.99" avail="1" basket="1">…
 */
export function ceneoFeedBody(items: readonly FeedItem[]): string {
  const offers: string[] = [];
  for (const item of items) {
    const price = amount(item.sale_price) ?? amount(item.price);
    const id = text(item.id);
    if (!price || !id) continue;
    const avail = item.availability === "out_of_stock" ? AVAIL_ASK : AVAIL_IN_STOCK;
    const attrs = [
      ["Producent", item.brand],
      ["Kod_producenta", item.mpn],
      ["Kolor", item.color],
      ["Rozmiar", item.size],
      ["Materiał", item.material],
    ]
      .filter(([, value]) => text(value) !== "")
      .map(([name, value]) => `<a name="${escapeAttribute(String(name))}">${cdata(text(value))}</a>`)
      .join("");
    const category = text(item.category).replace(/\s*>\s*/g, "/");
    const image = text(item.image_link);
    offers.push(
      `<o id="${escapeAttribute(id)}" url="${escapeAttribute(text(item.link))}" price="${price}" avail="${avail}" basket="1">` +
        (category ? `<cat>${cdata(category)}</cat>` : "") +
        `<name>${cdata(text(item.title))}</name>` +
        (image ? `<imgs><main url="${escapeAttribute(image)}"/></imgs>` : "") +
        (text(item.description) ? `<desc>${cdata(text(item.description))}</desc>` : "") +
        (attrs ? `<attrs>${attrs}</attrs>` : "") +
        "</o>",
    );
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<offers xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1">\n<group name="other">\n${offers.join("\n")}\n</group>\n</offers>\n`;
}
