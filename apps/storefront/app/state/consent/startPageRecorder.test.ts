import { ACCEPT_ALL, type Consent, REJECT_OPTIONAL, type StartPageRecord } from "@outlet/claims";
import { describe, expect, it } from "vitest";
import { createStartPageRecorder, START_PAGE_SENT_KEY } from "./startPageRecorder";

const NOV_27 = Date.UTC(2026, 10, 27, 4, 0, 0);

function setup(consent: { current: Consent | null }, session = new Map<string, string>()) {
  const sent: StartPageRecord[] = [];
  const recorder = createStartPageRecorder({
    session: { getItem: (key) => session.get(key) ?? null, setItem: (key, value) => session.set(key, value) },
    startUrl: () => "http://127.0.0.1:3000/category/sukienki?size=169",
    consent: () => consent.current,
    now: () => NOV_27,
    send: async (record) => {
      sent.push(record);
    },
  });
  return { recorder, sent, session };
}

describe("createStartPageRecorder", () => {
  it("sends the start page once per session", () => {
    const { recorder, sent, session } = setup({ current: ACCEPT_ALL });
    recorder.maybeSend();
    recorder.maybeSend();
    expect(sent).toEqual([{ url: "/category/sukienki?size=169", date: "2026-11-27T04:00:00.000Z" }]);
    // a new page load of the same session
    const next = setup({ current: ACCEPT_ALL }, session);
    next.recorder.maybeSend();
    expect(next.sent).toEqual([]);
    expect(session.get(START_PAGE_SENT_KEY)).toBe("1");
  });

  it("waits for analytics consent and sends when it is given", () => {
    const consent: { current: Consent | null } = { current: null };
    const { recorder, sent } = setup(consent);
    recorder.maybeSend();
    consent.current = REJECT_OPTIONAL;
    recorder.maybeSend();
    expect(sent).toEqual([]);
    consent.current = ACCEPT_ALL;
    recorder.maybeSend();
    expect(sent.map((record) => record.url)).toEqual(["/category/sukienki?size=169"]);
  });
});
