import { describe, expect, it } from "vitest";
import { plainMail } from "./plainMail.js";

describe("plainMail", () => {
  it("writes the lines as text, signed by the shop", () => {
    const mail = plainMail("Zamówienie 000000042 spakowane", ["Spakowaliśmy je.", "Napiszemy jutro."]);
    expect(mail.subject).toBe("Zamówienie 000000042 spakowane");
    expect(mail.text).toBe("Spakowaliśmy je.\nNapiszemy jutro.\n\nPozdrawiamy,\nOutlet");
  });

  it("puts one paragraph per line under the subject as a heading", () => {
    const { html } = plainMail("Zwrot", ["Pierwsza linia.", "Druga linia."]);
    expect(html).toContain('<h1 style="margin:0 0 16px;font-size:22px;">Zwrot</h1>');
    expect(html).toContain("<p>Pierwsza linia.</p>\n<p>Druga linia.</p>");
  });

  it("escapes the lines and the subject in the HTML, not in the text", () => {
    const mail = plainMail('Produkt "A" & <B>', ["Sukienka <b>'mini'</b> & pasek"]);
    expect(mail.html).toContain("<p>Sukienka &lt;b&gt;&#39;mini&#39;&lt;/b&gt; &amp; pasek</p>");
    expect(mail.html).toContain("<title>Produkt &quot;A&quot; &amp; &lt;B&gt;</title>");
    expect(mail.text).toContain("Sukienka <b>'mini'</b> & pasek");
  });

  it("links a line that ends in a web address after its label", () => {
    const { html, text } = plainMail("Zwrot", ["Status zwrotu: https://sklep.pl/zamowienie/42/aZ3?a=1&b=2"]);
    expect(html).toContain(
      '<p>Status zwrotu: <a href="https://sklep.pl/zamowienie/42/aZ3?a=1&amp;b=2" style="word-break:break-all;">https://sklep.pl/zamowienie/42/aZ3?a=1&amp;b=2</a></p>',
    );
    expect(text.split("\n")[0]).toBe("Status zwrotu: https://sklep.pl/zamowienie/42/aZ3?a=1&b=2");
  });

  it("does not link an address inside a sentence or one without a label", () => {
    const { html } = plainMail("Zwrot", [
      "Zajrzyj na https://sklep.pl/pomoc po więcej.",
      "https://sklep.pl/zamowienie/42",
      "Link: javascript:alert(1)",
    ]);
    expect(html).not.toContain("<a ");
    expect(html).toContain("<p>https://sklep.pl/zamowienie/42</p>");
  });
});
