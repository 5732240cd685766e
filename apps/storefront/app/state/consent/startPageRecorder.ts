import { type Consent, planStartPageRecord, type StartPageRecord } from "@outlet/claims";

/** The `sessionStorage` key that marks the record as sent in this browser session. */
export const START_PAGE_SENT_KEY = "outlet:start-page-sent";

/**
 * Sends the start-page record (`POST /api/ext/start-page {url, date}`, api-contract.md §10.6) once per
 * browser session (a `sessionStorage` flag), with the address the session's first document was loaded
 * from, as soon as the shopper allows analytics (the rule is `@outlet/claims` `planStartPageRecord`).
 * Silent: a failure is logged and never reaches the shopper; the flag is set before sending, so a
 * failure is not retried within the session.
 *
 * @example
 * const recorder = createStartPageRecorder({ session: sessionStorage, startUrl: () => location.href, consent: () => consent.state.consent, now: Date.now, send });
 * recorder.maybeSend();
 */
export function createStartPageRecorder(deps: {
  readonly session: Pick<Storage, "getItem" | "setItem"> | null;
  readonly startUrl: () => string;
  readonly consent: () => Consent | null;
  readonly now: () => number;
  readonly send: (record: StartPageRecord) => Promise<unknown>;
  readonly log?: (message: string, detail?: unknown) => void;
}) {
  const log = deps.log ?? (() => {});
  let sentHere = false;
  const sent = (): boolean => {
    if (sentHere) return true;
    try {
      return deps.session?.getItem(START_PAGE_SENT_KEY) === "1";
    } catch {
      return false;
    }
  };
  return {
    /** Sends the record if this session has not sent it and analytics is allowed. */
    maybeSend(): void {
      const record = planStartPageRecord({
        sent: sent(),
        startUrl: deps.startUrl(),
        consent: deps.consent(),
        now: deps.now(),
      });
      if (!record) return;
      sentHere = true;
      try {
        deps.session?.setItem(START_PAGE_SENT_KEY, "1");
      } catch {
        // private mode without storage: once per page load then
      }
      deps.send(record).catch((error: unknown) => log("start-page record failed", error));
    },
  };
}
