import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ceneoFeedBody } from "./ceneoFeedBody.js";
import { feedBody, xmlEscape } from "./feedBody.js";

describe("feedBody", () => {
  it("writes CSV with every column once and quotes cells with commas, quotes or line breaks", () => {
    expect(
      feedBody("csv", [
        { id: "A", title: 'Sukienka "Lato", czerwona' },
        { id: "B", links: ["x", "y"] },
      ]),
    ).toBe('id,title,links\nA,"Sukienka ""Lato"", czerwona",\nB,,x|y\n');
  });

  it("writes Google Merchant RSS with escaped, non-empty fields", () => {
    const body = feedBody("xml", [{ id: "A&B", title: "<Sukienka>", mpn: "" }]);
    expect(body).toContain("<item><g:id>A&amp;B</g:id><g:title>&lt;Sukienka&gt;</g:title></item>");
    expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
  });
});

describe("ceneoFeedBody", () => {
  it("prices an offer at the sale price while there is one, and leaves out rows without a price", () => {
    const body = ceneoFeedBody([
      { id: "A", title: "Chusta", link: "https://o.example/a", price: "59.00 PLN", sale_price: "39.90 PLN" },
      { id: "B", title: "Bez ceny", price: "0.00 PLN" },
      {
        id: "C",
        title: "Pasek",
        price: "20.00 PLN",
        availability: "out_of_stock",
        category: "Akcesoria > Paski",
      },
    ]);
    expect(body).toContain('<o id="A" url="https://o.example/a" price="39.90" avail="1" basket="1">');
    expect(body).not.toContain('id="B"');
    expect(body).toContain(
      '<o id="C" url="" price="20.00" avail="99" basket="1"><cat><![CDATA[Akcesoria/Paski]]></cat>',
    );
  });

  it("keeps a ]]> in the text inside its CDATA", () => {
    const body = ceneoFeedBody([{ id: "A", title: "a]]>b", price: "1 PLN" }]);
    expect(body).toContain("<name><![CDATA[a]]]]><![CDATA[>b]]></name>");
  });
});

describe("xmlEscape (property)", () => {
  it("leaves no markup character and no & outside an entity, and reads back as the text", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const escaped = xmlEscape(text);
        expect(escaped).not.toMatch(/[<>"']/);
        expect(escaped).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
        const back = escaped
          .replace(/&lt;/g, "<")
          .replace(/&gt;/g, ">")
          .replace(/&quot;/g, '"')
          .replace(/&apos;/g, "'")
          .replace(/&amp;/g, "&");
        expect(back).toBe(text);
      }),
    );
  });
});
