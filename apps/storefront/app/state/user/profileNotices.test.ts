import { describe, expect, it } from "vitest";
import { tx } from "../../i18n/pl.transactions";
import { noticeOfProfileAction, profileNoticeMessage, profileUpdateAction } from "./profileNotices";

describe("profile notices (issue 12)", () => {
  it("says what the saved change was, in Polish", () => {
    expect(tx(profileNoticeMessage("addressSaved") ?? "")).toBe("Adres został zapisany");
    expect(tx(profileNoticeMessage("addressDeleted") ?? "")).toBe("Adres został usunięty");
    expect(tx(profileNoticeMessage("profile") ?? "")).toBe("Dane konta zostały zaktualizowane");
    expect(profileNoticeMessage("none")).toBeNull();
  });

  it("carries each notice through the queue's callback action, old queued names included", () => {
    for (const notice of ["profile", "addressSaved", "addressDeleted", "none"] as const)
      expect(noticeOfProfileAction(profileUpdateAction(notice))).toBe(notice);
    expect(noticeOfProfileAction("user/handleUpdateProfile")).toBe("profile");
    expect(noticeOfProfileAction("user/handleUpdateProfileQuietly")).toBe("none");
    expect(noticeOfProfileAction("cart/stockSync")).toBeUndefined();
  });
});
