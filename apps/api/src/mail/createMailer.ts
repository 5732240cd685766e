import { randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** One outgoing e-mail, as written to the outbox. */
export interface MailMessage {
  /** What kind of mail (`password_reset`, `order_confirmation`, `contact`, …), for tests and tooling. */
  readonly kind: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** Set for forms: the visitor's address goes here, never into `from` (§11.3, §11.4). */
  readonly replyTo?: string;
  /** Machine-readable extras (tokens, links) so tests and developers need not parse the text. */
  readonly data?: Readonly<Record<string, unknown>>;
}

/** A stored outbox entry. */
export interface OutboxEntry extends MailMessage {
  readonly id: string;
  readonly from: string;
  readonly created_at: string;
}

/** Sends mail. The reference backend's mailer writes JSON files to `<dataDir>/outbox/`. */
export interface Mailer {
  send(message: MailMessage): OutboxEntry;
  /** Every mail in the outbox, oldest first. */
  list(): OutboxEntry[];
}

const HEADER_BREAK = /[\r\n\u2028\u2029]/;

/**
 * Refuses a header value with a line break (header injection once SMTP delivers the mail). Routes validate
 * client text first (`singleLine`); this is the last guard, so reaching it is a programmer error.
 *
 * @example
 * assertHeaderSafe({ kind: "contact", to: "a@b.pl", subject: "Pytanie", text: "…" }); // passes
 */
export function assertHeaderSafe(message: MailMessage): void {
  for (const [name, value] of [
    ["to", message.to],
    ["subject", message.subject],
    ["replyTo", message.replyTo ?? ""],
  ] as const) {
    if (HEADER_BREAK.test(value)) throw new Error(`mail header ${name} contains a line break`);
  }
}

/**
 * Creates the local outbox mailer: each mail becomes `<dataDir>/outbox/<time>-<id>.json` (written to a temp
 * name and renamed, so a reader never sees half a file). `SMTP_URL` delivery is not wired; without it
 * (S12) the outbox is the delivery.
 *
 * @example
 * const mailer = createMailer({ dataDir: "/tmp/outlet", from: "sklep@outlet.local", now: Date.now });
 * mailer.send({ kind: "contact", to: "kontakt@outlet.local", subject: "Pytanie", text: "…" });
 */
export function createMailer(options: { dataDir: string; from: string; now: () => number }): Mailer {
  const dir = join(options.dataDir, "outbox");
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return {
    send(message) {
      assertHeaderSafe(message);
      const created = new Date(options.now()).toISOString();
      const entry: OutboxEntry = { id: randomUUID(), from: options.from, created_at: created, ...message };
      const name = `${created.replace(/[:.]/g, "-")}-${entry.id}.json`;
      const tmp = join(dir, `.${name}.tmp`);
      writeFileSync(tmp, `${JSON.stringify(entry, null, 2)}\n`, { mode: 0o600 });
      renameSync(tmp, join(dir, name));
      return entry;
    },
    list() {
      return readdirSync(dir)
        .filter((f) => f.endsWith(".json") && !f.startsWith("."))
        .sort()
        .map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")) as OutboxEntry);
    },
  };
}
