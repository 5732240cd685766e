import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { withoutQueryParam } from "./withoutQueryParam.js";

const key = fc.constantFrom("token", "cartId", "coupon", "sku", "storeCode");
const pair = fc.tuple(key, fc.stringMatching(/^[A-Za-z0-9%.-]{0,8}$/)).map(([k, v]) => `${k}=${v}`);

describe("withoutQueryParam (properties)", () => {
  it("leaves no parameter of that name and keeps the others in their order", () => {
    fc.assert(
      fc.property(fc.array(pair, { maxLength: 8 }), key, fc.boolean(), (pairs, name, withHash) => {
        const url = `/api/x${pairs.length ? `?${pairs.join("&")}` : ""}${withHash ? "#top" : ""}`;
        const result = withoutQueryParam(url, name);
        const [beforeHash, hash] = result.split("#");
        const query = beforeHash?.split("?")[1];
        const kept = query ? query.split("&") : [];
        expect(kept.some((p) => p.split("=")[0] === name)).toBe(false);
        expect(kept).toEqual(pairs.filter((p) => p.split("=")[0] !== name));
        expect(hash).toBe(withHash ? "top" : undefined);
      }),
    );
  });
});
