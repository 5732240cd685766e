import { describe, expect, it } from "vitest";
import { reviewSchema } from "./catalogSchemas.js";

describe("reviewSchema", () => {
  it("keeps the server's verified-purchase mark (issue 27)", () => {
    const review = reviewSchema.parse({ id: 1000001, product_id: 19, rating: 5, verified_purchase: true });
    expect(review.verified_purchase).toBe(true);
  });

  it("reads a legacy 0/1 flag and leaves the mark out when the document has none", () => {
    expect(reviewSchema.parse({ id: 7, verified_purchase: "0" }).verified_purchase).toBe(false);
    expect(reviewSchema.parse({ id: 8, verified_purchase: 1 }).verified_purchase).toBe(true);
    expect(reviewSchema.parse({ id: 9 }).verified_purchase).toBeUndefined();
  });
});
