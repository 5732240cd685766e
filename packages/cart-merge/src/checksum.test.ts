import { describe, expect, it } from "vitest";
import { canonicalJson } from "./canonicalJson.js";
import { checksum, checksumData, optionList } from "./checksum.js";
import { sha3_224 } from "./sha3.js";

const withExt = (ext: Record<string, unknown>) => ({ product_option: { extension_attributes: ext } });

describe("checksumData", () => {
  it("is null when product_option is missing, null or empty string", () => {
    expect(checksumData(undefined)).toBeNull();
    expect(checksumData(null)).toBeNull();
    expect(checksumData("" as never)).toBeNull();
  });

  it("takes bundle options before custom and configurable options", () => {
    const data = checksumData(
      withExt({
        bundle_options: [{ option_id: 1, option_qty: 2, option_selections: [5] }],
        custom_options: [{ option_id: 9, option_value: "x" }],
      }).product_option,
    );
    expect(data).toEqual([{ option_id: "1", option_qty: "2", option_selections: ["5"] }]);
  });

  it("takes custom options when the bundle list is empty", () => {
    const data = checksumData(
      withExt({ bundle_options: [], custom_options: [{ option_id: 9, option_value: "M" }] }).product_option,
    );
    expect(data).toEqual([{ option_id: "9", option_value: "M" }]);
  });

  it("takes configurable options when bundle and custom lists are empty", () => {
    const data = checksumData(
      withExt({ configurable_item_options: [{ option_id: "93", option_value: 56 }] }).product_option,
    );
    expect(data).toEqual([{ option_id: "93", option_value: "56" }]);
  });

  it("turns a non-array list into the list of its values", () => {
    const data = checksumData(
      withExt({ custom_options: { first: { option_id: 1, option_value: "L" } } }).product_option,
    );
    expect(data).toEqual([{ option_id: "1", option_value: "L" }]);
  });

  it("keeps null values as null", () => {
    expect(
      checksumData(withExt({ custom_options: [{ option_id: 1, option_value: null }] }).product_option),
    ).toEqual([{ option_id: "1", option_value: null }]);
  });

  it("returns product_option unchanged when all three lists are empty", () => {
    const option = { extension_attributes: { bundle_options: [] }, other: 1 };
    expect(checksumData(option)).toBe(option);
  });

  it("does not mutate the option lists it converts", () => {
    const list = [{ option_id: 93, option_value: 56 }];
    checksumData(withExt({ configurable_item_options: list }).product_option);
    expect(list).toEqual([{ option_id: 93, option_value: 56 }]);
  });
});

describe("optionList", () => {
  it("treats a missing list as empty", () => {
    expect(optionList({ extension_attributes: {} }, "bundle_options")).toEqual([]);
  });
});

describe("checksum", () => {
  it("is the SHA3-224 of the canonical JSON of the data", () => {
    const line = withExt({ custom_options: [{ option_id: 1, option_value: "M" }] });
    expect(checksum(line)).toBe(sha3_224(canonicalJson([{ option_id: "1", option_value: "M" }])));
  });

  it("hashes null for a line without product_option", () => {
    expect(checksum({})).toBe(sha3_224("null"));
  });

  it("is the same for 56 and '56'", () => {
    const a = withExt({ configurable_item_options: [{ option_id: 93, option_value: 56 }] });
    const b = withExt({ configurable_item_options: [{ option_id: "93", option_value: "56" }] });
    expect(checksum(a)).toBe(checksum(b));
  });

  it("is the same whatever the key order", () => {
    const a = withExt({ custom_options: [{ option_id: "1", option_value: "M" }] });
    const b = withExt({ custom_options: [{ option_value: "M", option_id: "1" }] });
    expect(checksum(a)).toBe(checksum(b));
  });

  it("differs when an option value differs", () => {
    const a = withExt({ custom_options: [{ option_id: "1", option_value: "M" }] });
    const b = withExt({ custom_options: [{ option_id: "1", option_value: "L" }] });
    expect(checksum(a)).not.toBe(checksum(b));
  });
});
