import type { Client, SizeTable } from "@outlet/transport";
import { describe, expect, it } from "vitest";
import type { ShopData } from "../lib/catalogViews";
import { createSizeTableMemo, sizeTableOf } from "./sizeTables.server";

const table = (id: number): SizeTable =>
  ({ id, name: `Tabela ${id}`, columns: [], rows: [] }) as unknown as SizeTable;

/** A client whose size-table calls answer from `answers` in turn, counting the calls per id. */
function clientAnswering(...answers: (SizeTable | null)[]) {
  const calls: number[] = [];
  const api = {
    site: {
      sizeTable: async (id: number) => {
        calls.push(id);
        return answers[Math.min(calls.length - 1, answers.length - 1)] ?? null;
      },
    },
  } as unknown as Client;
  return { api, calls };
}

const shopData = (memo = createSizeTableMemo()): ShopData => ({
  categories: [],
  tags: [],
  attributes: {},
  attributeMetadata: [],
  menu: [],
  contact: {},
  sizeTables: memo,
});

describe("sizeTableOf", () => {
  it("asks the API once per table for one shop-data load, also for concurrent renders", async () => {
    const { api, calls } = clientAnswering(table(3), table(5));
    const data = shopData();
    const [first, second] = await Promise.all([sizeTableOf(api, data, 3), sizeTableOf(api, data, 3)]);
    expect(first).toEqual(table(3));
    expect(second).toEqual(table(3));
    expect(await sizeTableOf(api, data, 3)).toEqual(table(3));
    expect(await sizeTableOf(api, data, 5)).toEqual(table(5));
    expect(calls).toEqual([3, 5]);
  });

  it("asks again after a table the API did not give (missing or failed)", async () => {
    const { api, calls } = clientAnswering(null, table(3));
    const data = shopData();
    expect(await sizeTableOf(api, data, 3)).toBeNull();
    expect(await sizeTableOf(api, data, 3)).toEqual(table(3));
    expect(calls).toEqual([3, 3]);
  });

  it("keeps nothing for a new shop-data load or for data without a memo", async () => {
    const { api, calls } = clientAnswering(table(3));
    await sizeTableOf(api, shopData(), 3);
    await sizeTableOf(api, shopData(), 3);
    const { sizeTables: _none, ...handBuilt } = shopData();
    await sizeTableOf(api, handBuilt, 3);
    await sizeTableOf(api, handBuilt, 3);
    expect(calls).toEqual([3, 3, 3, 3]);
  });
});
