import type { Client } from "@outlet/transport";
import { describe, expect, it } from "vitest";
import { redirectFor } from "./redirects.server";

function apiWith(answer: { to: string; status: number } | null | Error): Client {
  const redirectLookup = async () => {
    if (answer instanceof Error) throw answer;
    return answer ? { from: "/x", ...answer } : null;
  };
  return { site: { redirectLookup } } as unknown as Client;
}

describe("redirectFor", () => {
  it("answers the stored status with the target and the request's query", async () => {
    const moved = await redirectFor(
      apiWith({ to: "/category/wyprzedaz", status: 301 }),
      new URL("https://sklep.example/stara-kolekcja?utm_source=news"),
    );
    expect(moved?.status).toBe(301);
    expect(moved?.headers.get("Location")).toBe("/category/wyprzedaz?utm_source=news");
    const temporary = await redirectFor(
      apiWith({ to: "/tag/wyprzedaz", status: 302 }),
      new URL("https://s/promocje"),
    );
    expect(temporary?.status).toBe(302);
  });

  it("never follows a target on another site, and a failed lookup is no redirect", async () => {
    const url = new URL("https://sklep.example/stara-kolekcja");
    for (const to of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)"])
      expect(await redirectFor(apiWith({ to, status: 301 }), url)).toBeNull();
    expect(await redirectFor(apiWith(null), url)).toBeNull();
    expect(await redirectFor(apiWith(new Error("503")), url)).toBeNull();
  });
});
