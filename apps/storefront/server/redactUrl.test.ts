// @vitest-environment node
import { describe, expect, it } from "vitest";
import { redactUrl } from "./redactUrl";

describe("redactUrl", () => {
  it("hides every query value of the password link", () => {
    expect(redactUrl("/create-password?token=abc123&email=ola%40example.pl&x=1")).toBe(
      "/create-password?token=[redacted]&email=[redacted]&x=[redacted]",
    );
  });

  it("hides the order uuid and secret of a review, order or complaint link, .data included", () => {
    expect(redactUrl("/ocen-produkty/0b7c-uuid/s3cr3t")).toBe("/ocen-produkty/[redacted]/[redacted]");
    expect(redactUrl("/zamowienie/000000123/AbCdEf0123456789AbCdEf0123456789")).toBe(
      "/zamowienie/[redacted]/[redacted]",
    );
    expect(redactUrl("/reklamacja/000000018/SDnDd9kBrvMMxI0bl5KgwlhgdUWC97VJ")).toBe(
      "/reklamacja/[redacted]/[redacted]",
    );
    expect(redactUrl("/ocen-produkty/0b7c-uuid/s3cr3t.data?_routes=x")).toBe(
      "/ocen-produkty/[redacted]/[redacted].data?_routes=x",
    );
  });

  it("hides token, key, email and secret parameters anywhere, whatever their case", () => {
    expect(redactUrl("/invalidate?tag=P1&key=k3y")).toBe("/invalidate?tag=P1&key=[redacted]");
    expect(redactUrl("/kobiety?EMAIL=a%40b.pl&Secret=z&page=2")).toBe(
      "/kobiety?EMAIL=[redacted]&Secret=[redacted]&page=2",
    );
  });

  it("hides the secrets of the paths react-router's route discovery asks about", () => {
    expect(
      redactUrl(
        "/__manifest?paths=%2Fzamowienie%2C%2Fzamowienie%2F000000001%2FT5RlcDLJM8HkZyAQq1aSYoBkoMGUxsxJ%2C%2Fkobiety&version=e29ba288",
      ),
    ).toBe(
      `/__manifest?paths=${encodeURIComponent("/zamowienie,/zamowienie/[redacted]/[redacted],/kobiety")}&version=e29ba288`,
    );
  });

  it("leaves ordinary catalogue URLs alone", () => {
    expect(redactUrl("/kobiety/sukienki?page=2&sort=price")).toBe("/kobiety/sukienki?page=2&sort=price");
    expect(redactUrl("/ocen-produkty")).toBe("/ocen-produkty");
  });
});
