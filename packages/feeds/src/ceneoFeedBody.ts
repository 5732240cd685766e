import { type FeedRow, xmlEscape } from "./feedBody.js";

// Ceneo's availability codes: 1 = ships within 24 hours, 99 = ask the shop (not in stock now).
const AVAILABLE = "1";
const ASK_THE_SHOP = "99";

const text = (value: unknown): string =>
  value === undefined || value === null ? "" : Array.isArray(value) ? value.join(", ") : String(value);

// A CDATA section the text cannot close early: each `]]>` is split across two sections.
const cdata = (value: string): string => `<![CDATA[${value.replace(/]]>/g, "]]]]><![CDATA[>")}]]>`;

/** `"129.99 PLN"` → `"129.99"`; `null` for anything that is not a positive amount. */
function amount(value: unknown): string | null {
  const number = Number.parseFloat(text(value));
  return Number.isFinite(number) && number > 0 ? number.toFixed(2) : null;
}

/**
 * Renders feed rows in Ceneo's own XML (`<offers>` → `<group name="other">` → one `<o>` an offer with `id`,
 * `url`, `price` — what a shopper pays: the sale price while there is one —, `avail` and `basket`, then
 * `<cat>` with `/` between category names, `<name>`, `<imgs><main url/></imgs>`, `<desc>` and `<attrs>` with
 * Producent, Kod_producenta, Kolor, Rozmiar, Materiał). Rows without an id or a positive price are left out
 * (Ceneo refuses them). Pure.
 *
 * @example
 * ceneoFeedBody([{ id: "SZA-2892", title: "Żółta chusta", link: "https://outlet.example/p/SZA-2892/chusta", price: "129.99 PLN", availability: "in_stock" }]);
 * // '<?xml …?>\n<offers …>\n<group name="other">\n<o id="SZA-2892" url="https://outlet.example/p/SZA-2892/chusta" price="129.99" avail="1" basket="1">…'
 */
export function ceneoFeedBody(rows: readonly FeedRow[]): string {
  const offers: string[] = [];
  for (const row of rows) {
    const id = text(row.id);
    const price = amount(row.sale_price) ?? amount(row.price);
    if (id === "" || price === null) continue;
    const attrs = (
      [
        ["Producent", row.brand],
        ["Kod_producenta", row.mpn],
        ["Kolor", row.color],
        ["Rozmiar", row.size],
        ["Materiał", row.material],
      ] as const
    )
      .filter(([, value]) => text(value) !== "")
      .map(([name, value]) => `<a name="${xmlEscape(name)}">${cdata(text(value))}</a>`)
      .join("");
    const category = text(row.category).replace(/\s*>\s*/g, "/");
    const image = text(row.image_link);
    const description = text(row.description);
    const avail = row.availability === "out_of_stock" ? ASK_THE_SHOP : AVAILABLE;
    offers.push(
      `<o id="${xmlEscape(id)}" url="${xmlEscape(text(row.link))}" price="${price}" avail="${avail}" basket="1">${
        category ? `<cat>${cdata(category)}</cat>` : ""
      }<name>${cdata(text(row.title))}</name>${image ? `<imgs><main url="${xmlEscape(image)}"/></imgs>` : ""}${
        description ? `<desc>${cdata(description)}</desc>` : ""
      }${attrs ? `<attrs>${attrs}</attrs>` : ""}</o>`,
    );
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<offers xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1">\n<group name="other">\n${offers.join("\n")}\n</group>\n</offers>\n`;
}
