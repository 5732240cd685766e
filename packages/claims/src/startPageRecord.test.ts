import { describe, expect, it } from "vitest";
import { ACCEPT_ALL, REJECT_OPTIONAL } from "./consent";
import { planStartPageRecord } from "./startPageRecord";

const NOV_27 = Date.UTC(2026, 10, 27, 4, 0, 0);
const analyticsOnly = { necessary: true, analytics: true, marketing: false } as const;

describe("planStartPageRecord", () => {
  it("sends the path and query of the start page with the time", () => {
    expect(
      planStartPageRecord({
        sent: false,
        startUrl: "https://sklep.example/category/sukienki?size=169#filtry",
        consent: analyticsOnly,
        now: NOV_27,
      }),
    ).toEqual({ url: "/category/sukienki?size=169", date: "2026-11-27T04:00:00.000Z" });
  });

  it("sends nothing a second time in the session", () => {
    expect(planStartPageRecord({ sent: true, startUrl: "/", consent: ACCEPT_ALL, now: NOV_27 })).toBeNull();
  });

  it("waits for analytics consent", () => {
    expect(planStartPageRecord({ sent: false, startUrl: "/", consent: null, now: NOV_27 })).toBeNull();
    expect(
      planStartPageRecord({ sent: false, startUrl: "/", consent: REJECT_OPTIONAL, now: NOV_27 }),
    ).toBeNull();
  });

  it("drops a query that makes the url longer than 2048 characters", () => {
    const record = planStartPageRecord({
      sent: false,
      startUrl: `/szukaj?q=${"a".repeat(3000)}`,
      consent: ACCEPT_ALL,
      now: NOV_27,
    });
    expect(record?.url).toBe("/szukaj");
  });
});

describe("planStartPageRecord url", () => {
  it("keeps a path given without an origin and drops its fragment", () => {
    expect(
      planStartPageRecord({ sent: false, startUrl: "/p/SUK-1#opis", consent: ACCEPT_ALL, now: NOV_27 })?.url,
    ).toBe("/p/SUK-1");
  });

  it("names the home page of a bare origin as /", () => {
    expect(
      planStartPageRecord({
        sent: false,
        startUrl: "https://sklep.example",
        consent: ACCEPT_ALL,
        now: NOV_27,
      })?.url,
    ).toBe("/");
  });
});
