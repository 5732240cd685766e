import { describe, expect, it } from "vitest";
import { providerSignIn } from "./providerSignIn.server";

describe("providerSignIn", () => {
  it("takes a Google or Facebook sign-in with its optional text fields", () => {
    expect(providerSignIn({ type: "google", token: "eyJ.abc", email: "anna@example.pl" })).toEqual({
      type: "google",
      token: "eyJ.abc",
      email: "anna@example.pl",
    });
    expect(providerSignIn({ type: "facebook", token: "EAAB", user_id: "1042", firstName: "Anna" })).toEqual({
      type: "facebook",
      token: "EAAB",
      user_id: "1042",
      firstName: "Anna",
    });
  });

  it("refuses another provider, a missing token and a field that is not text", () => {
    expect(providerSignIn({ type: "twitter", token: "x" })).toBeNull();
    expect(providerSignIn({ type: "google" })).toBeNull();
    expect(providerSignIn({ type: "google", token: "x", email: 42 })).toBeNull();
    expect(providerSignIn(null)).toBeNull();
    expect(providerSignIn("google")).toBeNull();
  });
});
