import { describe, expect, it } from "vitest";
import { readableFromWeb } from "./readableFromWeb";

const streamOf = (parts: readonly string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
      controller.close();
    },
  });

describe("readableFromWeb", () => {
  it("passes every chunk of the page in order", async () => {
    const chunks: string[] = [];
    for await (const chunk of readableFromWeb(streamOf(["<!DOCTYPE html>", "<p>Sukienka</p>", "</html>"])))
      chunks.push(Buffer.from(chunk).toString("utf8"));
    expect(chunks.join("")).toBe("<!DOCTYPE html><p>Sukienka</p></html>");
  });

  it("cancels the web stream when the reader stops early", async () => {
    let markCancelled: (reason: unknown) => void = () => {};
    const cancelled = new Promise<unknown>((resolve) => {
      markCancelled = resolve;
    });
    const pending = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("<!DOCTYPE html>"));
      },
      cancel(reason) {
        markCancelled(reason ?? "cancelled");
      },
    });
    const readable = readableFromWeb(pending);
    for await (const chunk of readable) {
      expect(Buffer.from(chunk).toString("utf8")).toBe("<!DOCTYPE html>");
      break;
    }
    await expect(cancelled).resolves.toBeDefined();
  });
});
