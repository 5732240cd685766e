import type { PriceRange } from "@outlet/contract";
import { priceRangeLabels } from "@outlet/formatting";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultListingConfig } from "./listingConfig.js";
import { priceFilterOptions } from "./priceRanges.js";

const boundArb = fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: undefined });
const rangeArb: fc.Arbitrary<PriceRange> = fc.record({ from: boundArb, to: boundArb });
const templateArb = fc.constantFrom("{amount} {sign}", "{sign}{amount}", "{sign} {amount}");
const signArb = fc.constantFrom("zł", "€", "PLN");

// behaviour.md §7.4 "Labels (decision)" is built in one place, @outlet/formatting; the listing's options
// only place their ranges in it (issue s23: the listing carried a copy of the rule).
describe("the price filter's labels (one rule)", () => {
  it("are formatting's priceRangeLabels for any ranges, template and sign, a range without `from` included", () => {
    fc.assert(
      fc.property(
        fc.array(rangeArb, { minLength: 1, maxLength: 6 }),
        templateArb,
        signArb,
        (ranges, priceFormat, currencySign) => {
          const config = { ...defaultListingConfig, priceRanges: ranges, priceFormat, currencySign };
          const expected = priceRangeLabels(ranges, { i18n: { priceFormat, currencySign } });
          expect(priceFilterOptions(config).map((option) => option.label)).toEqual(expected);
        },
      ),
    );
  });
});
