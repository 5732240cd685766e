import type { Totals as ContractTotals, TotalsOption } from "@outlet/contract";
import { expectTypeOf } from "vitest";
import type * as z from "zod/mini";
import type { totalsSchema } from "./cartSchemas.js";
import type { CartId, PlacedOrder, Totals } from "./createCartApi.js";
import type { Attribute, UrlMapHit } from "./createCatalogApi.js";
import type { Client } from "./createClient.js";
import type { StockItem } from "./createStockApi.js";
import type { Session } from "./createUserApi.js";
import type { HttpError, ResponseFormatError, TransportError } from "./transportError.js";

declare const client: Client;

// Cart ids stay verbatim: a guest string or a customer number (api-contract §13.5).
expectTypeOf(client.cart.create()).resolves.toEqualTypeOf<CartId>();
expectTypeOf<CartId>().toEqualTypeOf<string | number>();
// LB's "0"/"1" flags come out as booleans (§13.7).
expectTypeOf<NonNullable<Attribute["is_filterable"]>>().toEqualTypeOf<boolean>();
expectTypeOf<StockItem["is_in_stock"]>().toEqualTypeOf<boolean>();
expectTypeOf<StockItem["qty"]>().toEqualTypeOf<number>();
// Absorbed failures are in the types: null for "no info", never a throw to handle.
expectTypeOf(client.stock.check("x")).resolves.toEqualTypeOf<StockItem | null>();
expectTypeOf(client.catalog.urlMap({ url: "x" })).resolves.toEqualTypeOf<UrlMapHit | null>();
// An order is either placed or queued (LB job id).
expectTypeOf<PlacedOrder["kind"]>().toEqualTypeOf<"order" | "job">();
expectTypeOf(client.user.login({ username: "a", password: "b" })).resolves.toEqualTypeOf<Session>();
// The response-format error is not part of the transport family.
expectTypeOf<ResponseFormatError>().not.toExtend<TransportError>();
expectTypeOf<HttpError>().toExtend<TransportError>();

// Rule 10 of issue 30: one Totals type. Every contract Totals document (§12.13) parses, and the parsed
// lines carry their options as the contract's list.
declare const contractTotals: ContractTotals;
const wire: z.input<typeof totalsSchema> = {
  ...contractTotals,
  items: contractTotals.items.map((item) => ({ ...item })),
  total_segments: contractTotals.total_segments.map((segment) => ({ ...segment })),
};
expectTypeOf(wire).not.toBeNever();
expectTypeOf<Totals["items"][number]["options"]>().toExtend<readonly TotalsOption[]>();
