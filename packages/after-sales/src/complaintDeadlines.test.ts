import { describe, expect, it } from "vitest";
import { AfterSalesError } from "./afterSalesError.js";
import { complaintAnswerDeadline, complaintWindow } from "./complaintDeadlines.js";

describe("complaintAnswerDeadline", () => {
  it("ends at the end of the 14th Warsaw day after the day of receipt", () => {
    // 10:00 Warsaw (CET) on 10 November → 24 November, 23:59:59.999 CET
    const deadline = complaintAnswerDeadline(Date.UTC(2026, 10, 10, 9));
    expect(deadline.lastDay).toBe("2026-11-24");
    expect(deadline.endsAt).toBe(Date.UTC(2026, 10, 24, 23) - 1);
  });

  it("counts the Warsaw date, not the UTC one, for a complaint sent just after midnight", () => {
    // 00:30 Warsaw on 11 November is still 10 November in UTC
    expect(complaintAnswerDeadline(Date.UTC(2026, 10, 10, 23, 30)).lastDay).toBe("2026-11-25");
  });

  it("keeps the end of the day across the spring daylight-saving change", () => {
    // received 20 March 2026 (CET); 29 March the clocks move forward; the deadline ends at 24:00 CEST
    const deadline = complaintAnswerDeadline(Date.UTC(2026, 2, 20, 12));
    expect(deadline.lastDay).toBe("2026-04-03");
    expect(deadline.endsAt).toBe(Date.UTC(2026, 3, 3, 22) - 1);
  });

  it("keeps the end of the day across the autumn daylight-saving change", () => {
    const deadline = complaintAnswerDeadline(Date.UTC(2026, 9, 20, 12));
    expect(deadline.lastDay).toBe("2026-11-03");
    expect(deadline.endsAt).toBe(Date.UTC(2026, 10, 3, 23) - 1);
  });
});

describe("complaintWindow", () => {
  it("ends two years after delivery, at the end of that Warsaw day", () => {
    const window = complaintWindow("2026-11-20");
    expect(window.lastDay).toBe("2028-11-20");
    expect(window.endsAt).toBe(Date.UTC(2028, 10, 20, 23) - 1);
  });

  it("ends on 28 February for goods delivered on 29 February (Kodeks cywilny art. 112)", () => {
    expect(complaintWindow("2024-02-29").lastDay).toBe("2026-02-28");
  });

  it("throws on a date that does not exist", () => {
    expect(() => complaintWindow("2026-02-30")).toThrow(AfterSalesError);
  });
});
