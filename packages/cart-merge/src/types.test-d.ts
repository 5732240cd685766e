import type { CartItem, Envelope } from "@outlet/contract";
import { describe, expectTypeOf, it } from "vitest";
import type { ServerCartLine, ServerResponse } from "./types.js";

/** `true` when every `TActual` is a `TExpected` (plain assignability, optional keys allowed). */
type Fits<TActual, TExpected> = TActual extends TExpected ? true : false;

describe("server line types", () => {
  it("take the contract's cart line and envelope as they are", () => {
    expectTypeOf<Fits<CartItem, ServerCartLine>>().toEqualTypeOf<true>();
    expectTypeOf<Fits<Envelope<CartItem>, ServerResponse<ServerCartLine>>>().toEqualTypeOf<true>();
    expectTypeOf<Fits<{ sku: 42 }, ServerCartLine>>().toEqualTypeOf<false>();
  });
});
