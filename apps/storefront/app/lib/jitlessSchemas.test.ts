import { describe, expect, it } from "vitest";
import { jitlessSchemas } from "./jitlessSchemas";

describe("jitlessSchemas", () => {
  it("sets zod's shared configuration to jitless, keeping what is already there", () => {
    const fresh: Record<string, unknown> = {};
    jitlessSchemas(fresh);
    expect(fresh.__zod_globalConfig).toEqual({ jitless: true });
    const existing = { __zod_globalConfig: { customError: "x" } };
    jitlessSchemas(existing);
    expect(existing.__zod_globalConfig).toEqual({ customError: "x", jitless: true });
  });
});
