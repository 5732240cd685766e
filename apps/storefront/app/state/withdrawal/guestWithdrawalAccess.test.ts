import { describe, expect, it } from "vitest";
import {
  forgetGuestWithdrawalAccess,
  GUEST_WITHDRAWAL_KEY,
  readGuestWithdrawalAccess,
  saveGuestWithdrawalAccess,
} from "./guestWithdrawalAccess";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const NOW = Date.parse("2026-11-29T12:00:00Z");
const access = { order_number: "000000042", token: "eyJv.sig", expires_at: "2026-11-29T14:00:00.000Z" };

describe("guestWithdrawalAccess", () => {
  it("reads back what the footer form kept, before it expires", () => {
    const storage = memoryStorage();
    saveGuestWithdrawalAccess(storage, access);
    expect(readGuestWithdrawalAccess(storage, NOW)).toEqual(access);
    expect(storage.items.get(GUEST_WITHDRAWAL_KEY)).not.toContain("@");
  });

  it("drops an expired access and reads nothing", () => {
    const storage = memoryStorage();
    saveGuestWithdrawalAccess(storage, access);
    expect(readGuestWithdrawalAccess(storage, Date.parse("2026-11-29T14:00:00Z"))).toBeNull();
    expect(storage.items.has(GUEST_WITHDRAWAL_KEY)).toBe(false);
  });

  it("drops a broken entry", () => {
    const storage = memoryStorage();
    storage.setItem(
      GUEST_WITHDRAWAL_KEY,
      '{"order_number":"42; drop","token":"x","expires_at":"2099-01-01"}',
    );
    expect(readGuestWithdrawalAccess(storage, NOW)).toBeNull();
    storage.setItem(GUEST_WITHDRAWAL_KEY, "not json");
    expect(readGuestWithdrawalAccess(storage, NOW)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it("forgets on request and survives a storage that throws", () => {
    const storage = memoryStorage();
    saveGuestWithdrawalAccess(storage, access);
    forgetGuestWithdrawalAccess(storage);
    expect(readGuestWithdrawalAccess(storage, NOW)).toBeNull();
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(() => saveGuestWithdrawalAccess(refusing, access)).not.toThrow();
    expect(readGuestWithdrawalAccess(refusing, NOW)).toBeNull();
    expect(readGuestWithdrawalAccess(null, NOW)).toBeNull();
  });
});
