import { describe, expect, it } from "vitest";
import { orderListQuery } from "./dataProvider";

describe("orderListQuery", () => {
  it("turns react-admin's filter, sort and page into the API's query", () => {
    const query = orderListQuery({
      filter: { q: " nowak ", status: "paid", payment: "", from: "2026-11-01" },
      sort: { field: "grand_total", order: "ASC" },
      pagination: { page: 3, perPage: 50 },
    });
    expect(query.toString()).toBe(
      "q=nowak&status=paid&from=2026-11-01&sort=grand_total&dir=asc&page=3&pageSize=50",
    );
  });

  it("leaves an unsortable column to the API's default order", () => {
    const query = orderListQuery({
      filter: {},
      sort: { field: "email", order: "DESC" },
      pagination: { page: 1, perPage: 25 },
    });
    expect(query.toString()).toBe("page=1&pageSize=25");
  });
});
