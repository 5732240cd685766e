import { describe, expect, it } from "vitest";
import { ceneoFeedBody } from "./ceneoFeedBody.js";

describe("ceneoFeedBody", () => {
  it("writes Ceneo's <offers> format with the price paid, availability and attributes", () => {
    const body = ceneoFeedBody([
      {
        id: "SUK-0933-BIA-S",
        item_group_id: "SUK-0933",
        title: "Sukienka dzianinowa Alicja",
        description: "Bawełna & len",
        link: "https://sklep.example/p/SUK-0933/alicja?x=1&y=2",
        image_link: "https://sklep.example/img/600/828/resize/a.png",
        price: "139.99 PLN",
        sale_price: "113.99 PLN",
        availability: "in_stock",
        brand: "Nordic Line",
        mpn: "SUK0933628",
        color: "Biały",
        size: "S",
        category: "Kobiety > Sukienki",
      },
      { id: "X", title: "Wyprzedane", link: "https://s/x", price: "10.00 PLN", availability: "out_of_stock" },
      { id: "ZERO", title: "Bez ceny", link: "https://s/z", price: "0.00 PLN" },
    ]);
    expect(body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<offers [^>]*version="1">\n<group name="other">/,
    );
    expect(body).toContain(
      '<o id="SUK-0933-BIA-S" url="https://sklep.example/p/SUK-0933/alicja?x=1&amp;y=2" price="113.99" avail="1" basket="1">',
    );
    expect(body).toContain("<cat><![CDATA[Kobiety/Sukienki]]></cat>");
    expect(body).toContain("<name><![CDATA[Sukienka dzianinowa Alicja]]></name>");
    expect(body).toContain('<imgs><main url="https://sklep.example/img/600/828/resize/a.png"/></imgs>');
    expect(body).toContain('<a name="Producent"><![CDATA[Nordic Line]]></a>');
    expect(body).toContain('<a name="Rozmiar"><![CDATA[S]]></a>');
    expect(body).toContain('<o id="X" url="https://s/x" price="10.00" avail="99" basket="1">');
    expect(body).not.toContain('id="ZERO"');
    expect(body).not.toContain("<rss");
  });

  it("keeps a text that contains ]]> inside its CDATA", () => {
    const body = ceneoFeedBody([{ id: "A", title: "a]]>b", link: "https://s/a", price: "1.00 PLN" }]);
    expect(body).toContain("<name><![CDATA[a]]]]><![CDATA[>b]]></name>");
  });
});
