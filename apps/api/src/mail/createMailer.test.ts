import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createMailer } from "./createMailer.js";

const dir = mkdtempSync(join(tmpdir(), "outlet-mailer-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("createMailer", () => {
  const mailer = createMailer({
    dataDir: dir,
    from: "sklep@outlet.local",
    now: () => Date.UTC(2026, 10, 26),
  });

  it("writes a mail to the outbox", () => {
    mailer.send({ kind: "contact", to: "kontakt@outlet.local", subject: "Pytanie o zwrot", text: "Treść" });
    expect(mailer.list().map((m) => m.subject)).toEqual(["Pytanie o zwrot"]);
  });

  it("refuses a subject, recipient or reply-to with a line break (header injection)", () => {
    for (const broken of [
      { subject: "Pytanie\r\nBcc: ofiara@example.pl" },
      { subject: "Pytanie\nBcc: ofiara@example.pl" },
      { subject: "Pytanie\u2028Bcc: ofiara@example.pl" },
      { to: "kontakt@outlet.local\nBcc: ofiara@example.pl" },
      { replyTo: "a@example.pl\r\nBcc: ofiara@example.pl" },
    ]) {
      expect(() =>
        mailer.send({ kind: "contact", to: "kontakt@outlet.local", subject: "x", text: "y", ...broken }),
      ).toThrow(/line break/);
    }
    expect(mailer.list()).toHaveLength(1);
  });
});
