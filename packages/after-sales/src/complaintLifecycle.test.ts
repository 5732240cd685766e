import { describe, expect, it } from "vitest";
import {
  type ComplaintState,
  complaintAllowed,
  openComplaint,
  transitionComplaint,
} from "./complaintLifecycle.js";
import { complaintPhotoType } from "./complaintPhoto.js";
import { complaintReference, parseComplaintReference } from "./complaintReference.js";
import { checkComplaintRemedy } from "./complaintRemedy.js";

const NOW = Date.UTC(2026, 10, 29, 10); // Sunday 29 November 2026, 11:00 Warsaw
const ONE = { qty: 1, withdrawnQty: 0 } as const;
const staff = { kind: "staff", role: "customer_service" } as const;
const system = { kind: "system" } as const;

const opened = (): ComplaintState => {
  const result = openComplaint(
    {
      deliveredOn: "2026-11-20",
      units: ONE,
      description: "Szew na rękawie się pruje",
      remedy: "repair",
      ground: null,
    },
    NOW,
  );
  if (!result.ok) throw new Error(result.reason);
  return result.complaint;
};

describe("openComplaint", () => {
  it("opens a complaint with the answer deadline 14 Warsaw days on", () => {
    const result = openComplaint(
      {
        deliveredOn: "2026-11-20",
        units: ONE,
        description: "Szew na rękawie się pruje",
        remedy: "replacement",
        ground: null,
      },
      NOW,
    );
    expect(result).toMatchObject({
      ok: true,
      lastDay: "2026-12-13",
      complaint: { status: "submitted", remedy: "replacement", ground: null, receivedAt: NOW, answer: null },
    });
    if (result.ok) expect(result.complaint.deadlineAt).toBe(Date.UTC(2026, 11, 13, 23) - 1);
  });

  it("refuses an order that has not been delivered", () => {
    const result = openComplaint(
      { deliveredOn: null, units: ONE, description: "Nie dotarło", remedy: "repair", ground: null },
      NOW,
    );
    expect(result).toMatchObject({ ok: false, reason: "not_delivered" });
  });

  it("is open on the last day of the two years and closed the day after", () => {
    const lastDay = Date.UTC(2028, 10, 20, 22, 59); // 23:59 Warsaw on 20 November 2028
    expect(complaintAllowed("2026-11-20", lastDay, ONE).ok).toBe(true);
    expect(complaintAllowed("2026-11-20", Date.UTC(2028, 10, 20, 23, 0), ONE)).toMatchObject({
      ok: false,
      reason: "window_closed",
      message: "Minęły 2 lata od dostarczenia — reklamacja nie jest już możliwa.",
    });
  });

  it("asks for a ground with a price reduction or withdrawal", () => {
    const without = openComplaint(
      {
        deliveredOn: "2026-11-20",
        units: ONE,
        description: "Kolor spłowiał po pierwszym praniu",
        remedy: "withdrawal",
        ground: null,
      },
      NOW,
    );
    expect(without).toMatchObject({ ok: false, reason: "ground_required" });
    const withGround = openComplaint(
      {
        deliveredOn: "2026-11-20",
        units: ONE,
        description: "Kolor spłowiał po pierwszym praniu",
        remedy: "price_reduction",
        ground: "persists_after_repair",
      },
      NOW,
    );
    expect(withGround).toMatchObject({
      ok: true,
      complaint: { remedy: "price_reduction", ground: "persists_after_repair" },
    });
  });

  it("refuses a description shorter than 10 characters", () => {
    const result = openComplaint(
      { deliveredOn: "2026-11-20", units: ONE, description: "  zepsute  ", remedy: "repair", ground: null },
      NOW,
    );
    expect(result).toMatchObject({ ok: false, reason: "description_too_short" });
  });
});

describe("checkComplaintRemedy", () => {
  it("drops a ground given with repair", () => {
    expect(checkComplaintRemedy("repair", "significant")).toEqual({
      ok: true,
      remedy: "repair",
      ground: null,
    });
  });
});

describe("transitionComplaint", () => {
  it("accepts with the remedy asked for and mails the shopper", () => {
    const result = transitionComplaint(
      opened(),
      { type: "accept", note: " Wyślij kurtkę do nas " },
      staff,
      NOW + 1000,
    );
    expect(result).toMatchObject({
      ok: true,
      complaint: {
        status: "accepted",
        answer: { decision: "accepted", remedy: "repair", by: "staff", note: "Wyślij kurtkę do nas" },
      },
      effects: [
        { type: "mail_shopper", kind: "complaint_answered" },
        { type: "audit", action: "complaint.accept", actor: "staff" },
      ],
    });
  });

  it("rejects only with a reason", () => {
    expect(transitionComplaint(opened(), { type: "reject", reason: "nie" }, staff, NOW)).toMatchObject({
      ok: false,
      reason: "reason_required",
    });
    expect(
      transitionComplaint(
        opened(),
        { type: "reject", reason: "Uszkodzenie mechaniczne z winy użytkownika" },
        staff,
        NOW,
      ),
    ).toMatchObject({
      ok: true,
      complaint: { status: "rejected", answer: { reason: "Uszkodzenie mechaniczne z winy użytkownika" } },
    });
  });

  it("lets the warehouse not answer", () => {
    expect(
      transitionComplaint(opened(), { type: "accept" }, { kind: "staff", role: "warehouse" }, NOW),
    ).toMatchObject({
      ok: false,
      reason: "role_forbidden",
    });
  });

  it("marks an unanswered complaint accepted once its deadline has passed, and mails both sides", () => {
    const complaint = opened();
    expect(transitionComplaint(complaint, { type: "lapse" }, system, complaint.deadlineAt)).toMatchObject({
      ok: false,
      reason: "not_yet_due",
    });
    const lapsed = transitionComplaint(complaint, { type: "lapse" }, system, complaint.deadlineAt + 1);
    expect(lapsed).toMatchObject({
      ok: true,
      complaint: { status: "accepted", answer: { decision: "accepted", remedy: "repair", by: "system" } },
      effects: [
        { type: "mail_shopper", kind: "complaint_answered" },
        { type: "mail_shop", kind: "complaint_lapsed" },
        { type: "audit", action: "complaint.lapse", actor: "system" },
      ],
    });
  });

  it("refuses a staff answer after the deadline and any second answer", () => {
    const complaint = opened();
    expect(
      transitionComplaint(
        complaint,
        { type: "reject", reason: "Za późno, ale próbujemy" },
        staff,
        complaint.deadlineAt + 1,
      ),
    ).toMatchObject({ ok: false, reason: "deadline_passed" });
    const accepted = transitionComplaint(complaint, { type: "accept" }, staff, NOW);
    if (!accepted.ok) throw new Error("expected accepted");
    expect(
      transitionComplaint(accepted.complaint, { type: "lapse" }, system, complaint.deadlineAt + 1),
    ).toMatchObject({
      ok: false,
      reason: "already_answered",
    });
  });
});

describe("complaintReference", () => {
  it("writes and reads REK/{year}/{sequence}", () => {
    expect(complaintReference(2026, 17)).toBe("REK/2026/17");
    expect(parseComplaintReference("REK/2026/17")).toEqual({ year: 2026, sequence: 17 });
    expect(parseComplaintReference("REK/2026/017")).toBeNull();
    expect(() => complaintReference(2026, 0)).toThrow(RangeError);
  });
});

describe("complaintPhotoType", () => {
  it("knows JPEG, PNG and HEIC by their bytes and nothing else", () => {
    expect(complaintPhotoType(new Uint8Array([0xff, 0xd8, 0xff, 0xdb, 0]))).toBe("jpeg");
    expect(complaintPhotoType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      "png",
    );
    const heic = new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode("ftypheic")]);
    expect(complaintPhotoType(heic)).toBe("heic");
    expect(complaintPhotoType(new TextEncoder().encode("%PDF-1.7 zdjecie.jpg"))).toBeNull();
    expect(complaintPhotoType(new TextEncoder().encode("GIF89a"))).toBeNull();
  });
});
