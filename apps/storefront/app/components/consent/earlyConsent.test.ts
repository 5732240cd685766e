import { describe, expect, it } from "vitest";
import { createEarlyConsent } from "./earlyConsent";

describe("createEarlyConsent", () => {
  it("hands over once and tells its listeners once", () => {
    const early = createEarlyConsent();
    let told = 0;
    early.subscribe(() => {
      told += 1;
    });
    expect(early.handedOver()).toBe(false);
    expect(early.handOver()).toBeNull();
    expect(early.handOver()).toBeNull();
    expect(early.handedOver()).toBe(true);
    expect(told).toBe(1);
  });

  it("keeps the last answer tapped until the hand-over takes it", () => {
    const early = createEarlyConsent();
    const taps: boolean[] = [];
    early.onTap(() => taps.push(early.pending()));
    early.tap("settings");
    early.tap("accept");
    expect(taps).toEqual([true, true]);
    expect(early.handOver()).toBe("accept");
    expect(early.pending()).toBe(false);
    expect(early.handOver()).toBeNull();
  });
});
