import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mySizeToPreselect } from "./mySize";

const value = fc.record({
  id: fc.constantFrom("165", "166", "167", "168", "169"),
  label: fc.constantFrom("XS", "S", "M", "L", "XL"),
  available: fc.boolean(),
  selected: fc.boolean(),
});

describe("mySizeToPreselect properties", () => {
  it("never preselects a sold-out value, nor another size than mine", () => {
    fc.assert(
      fc.property(fc.array(value, { maxLength: 6 }), fc.constantFrom("165", "167", "170"), (values, id) => {
        const picked = mySizeToPreselect(values, { id, label: "?" });
        if (picked) {
          expect(picked.available).toBe(true);
          expect(picked.selected).toBe(false);
          expect(picked.id).toBe(id);
        } else {
          const first = values.find((candidate) => candidate.id === id);
          expect(!first?.available || first.selected).toBe(true);
        }
      }),
    );
  });
});
