// @vitest-environment node
import { HttpError, NetworkError } from "@outlet/transport";
import { data, redirect } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { failureRecorder, honestly } from "./honestFailure.server";

const request = new Request("http://shop.test/category/sukienki");

async function thrown(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("did not throw");
}

describe("honest failures of catalogue loaders", () => {
  it("turns a network failure or an HTTP error of the API into 503 with Retry-After, never content", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    for (const failure of [
      new NetworkError({ method: "POST", path: "/api/catalog" }, new Error("ECONNREFUSED")),
      new HttpError(429, { method: "POST", path: "/api/catalog" }, null),
      new SyntaxError("Unexpected end of JSON input"),
    ]) {
      const answer = (await thrown(() => honestly(request, () => Promise.reject(failure)))) as {
        init: ResponseInit;
      };
      expect(answer.init.status).toBe(503);
      expect(new Headers(answer.init.headers).get("Retry-After")).toBe("30");
      expect(new Headers(answer.init.headers).get("Cache-Control")).toBe("no-store");
    }
  });

  it("lets a loader's own 404 and redirects through", async () => {
    const missing = data({ message: "Product query returned empty result" }, { status: 404 });
    expect(await thrown(() => honestly(request, () => Promise.reject(missing)))).toBe(missing);
    const moved = redirect("/kobiety", 301);
    expect(await thrown(() => honestly(request, () => Promise.reject(moved)))).toBe(moved);
    expect(await honestly(request, async () => "page")).toBe("page");
  });

  it("remembers a failed lookup that its caller swallowed", async () => {
    const failures = failureRecorder();
    const find = failures.watch(async (slug: string) => {
      if (slug === "down") throw new Error("timeout");
      return null;
    });
    await find("missing");
    expect(failures.any).toBe(false);
    await expect(find("down")).rejects.toThrow("timeout");
    expect(failures.any).toBe(true);
  });
});
