import type { OrderRequest } from "@outlet/contract";
import { describe, expectTypeOf, it } from "vitest";
import type { Order } from "./placeOrder.js";

describe("Order", () => {
  it("is an order request of the contract, so the transport sends it without a cast", () => {
    expectTypeOf<Order>().toExtend<OrderRequest>();
  });
});
