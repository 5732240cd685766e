import { randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { singleLineSubject } from "./mailHtml.js";

/** One outgoing e-mail, as written to the outbox. */
export interface MailMessage {
  /** What kind of mail (`password_reset`, `order_confirmation`, `contact`, …), for tests and tooling. */
  readonly kind: string;
  readonly to: string;
  /** One line: line breaks are replaced by spaces before sending (no header injection). */
  readonly subject: string;
  readonly text: string;
  /** The HTML version (sent as the `text/html` alternative to `text`). */
  readonly html?: string;
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

/** Sends mail: to `<dataDir>/outbox/` by default, by SMTP when an `smtpUrl` is given. */
export interface Mailer {
  send(message: MailMessage): OutboxEntry;
  /** Every mail in the outbox, oldest first (empty when mail goes out by SMTP). */
  list(): OutboxEntry[];
  /** Resolves once every SMTP delivery started so far has finished (graceful close, tests). */
  idle(): Promise<void>;
}

/** Options of {@link createMailer}. */
export interface MailerOptions {
  readonly dataDir: string;
  readonly from: string;
  readonly now: () => number;
  /** `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://…`); unset → the outbox is the delivery (S12). */
  readonly smtpUrl?: string | undefined;
  /** Where a failed SMTP delivery is reported (never with the message body). */
  readonly onError?: (error: unknown, entry: { id: string; kind: string }) => void;
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
 * Creates the mailer. Without `smtpUrl` each mail becomes `<dataDir>/outbox/<time>-<id>.json` (written to a
 * temp name and renamed, so a reader never sees half a file). With it, mail is delivered through nodemailer's
 * SMTP transport (text and HTML alternatives, UTF-8 headers encoded by the library); `send` returns at once
 * and `idle()` waits for the deliveries.
 *
 * @example
 * const mailer = createMailer({ dataDir: "/tmp/outlet", from: "sklep@outlet.local", now: Date.now });
 * mailer.send({ kind: "contact", to: "kontakt@outlet.local", subject: "Pytanie", text: "…" });
 */
export function createMailer(options: MailerOptions): Mailer {
  const dir = join(options.dataDir, "outbox");
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const pending = new Set<Promise<unknown>>();
  return {
    send(message) {
      assertHeaderSafe(message);
      const created = new Date(options.now()).toISOString();
      const entry: OutboxEntry = {
        id: randomUUID(),
        from: options.from,
        created_at: created,
        ...message,
        subject: singleLineSubject(message.subject),
      };
      if (transport) {
        const delivery = transport
          .sendMail({
            from: entry.from,
            to: entry.to,
            subject: entry.subject,
            text: entry.text,
            ...(entry.html ? { html: entry.html } : {}),
            ...(entry.replyTo ? { replyTo: entry.replyTo } : {}),
            headers: { "X-Outlet-Mail-Kind": entry.kind },
          })
          .catch((error: unknown) => options.onError?.(error, { id: entry.id, kind: entry.kind }));
        pending.add(delivery);
        void delivery.finally(() => pending.delete(delivery));
        return entry;
      }
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
    async idle() {
      await Promise.all([...pending]);
    },
  };
}
