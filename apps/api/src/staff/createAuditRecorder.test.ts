import { describe, expect, it } from "vitest";
import { withoutSecrets } from "./createAuditRecorder.js";

describe("withoutSecrets", () => {
  it("drops password, token, secret, key and hash fields at any depth and keeps the rest", () => {
    expect(
      withoutSecrets({
        email: "a@outlet.pl",
        password_hash: "scrypt$17$…",
        newPassword: "x",
        nested: { apiKey: "stk_…", csrfToken: "t", role: "owner" },
        list: [{ totp_secret: "s", name: "InPost" }],
        missing: undefined,
      }),
    ).toEqual({ email: "a@outlet.pl", nested: { role: "owner" }, list: [{ name: "InPost" }], missing: null });
  });
});
