import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** One e-mail the reference API wrote to `<dataDir>/outbox/` (its mailer without SMTP). */
export interface OutboxMail {
  readonly kind: string;
  readonly to: string;
  readonly subject: string;
  readonly data?: Readonly<Record<string, unknown>>;
}

/**
 * The newest e-mail of a kind to an address, waiting up to `timeoutMs` for the file to appear. Test-only:
 * it reads the reference backend's outbox to get the tokens a shopper would click in a real e-mail.
 */
export async function readOutbox(
  dataDir: string,
  kind: string,
  to: string,
  timeoutMs = 3_000,
): Promise<OutboxMail> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    let names: string[] = [];
    try {
      names = readdirSync(join(dataDir, "outbox")).filter((name) => name.endsWith(".json"));
    } catch {
      // the folder appears with the first mail
    }
    const mails = names
      .sort()
      .map((name) => JSON.parse(readFileSync(join(dataDir, "outbox", name), "utf8")) as OutboxMail)
      .filter((mail) => mail.kind === kind && mail.to.toLowerCase() === to.toLowerCase());
    const last = mails.at(-1);
    if (last) return last;
    if (performance.now() > deadline) throw new Error(`no ${kind} e-mail to ${to} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
