import { describe, expect, it, vi } from "vitest";
import { yieldToMain } from "./yieldToMain";

describe("yieldToMain", () => {
  it("uses the browser's scheduler.yield when it has one", async () => {
    const scheduler = { yield: vi.fn(() => Promise.resolve()) };
    const setTimeout = vi.fn();
    await yieldToMain({ scheduler, setTimeout });
    expect(scheduler.yield).toHaveBeenCalledTimes(1);
    expect(setTimeout).not.toHaveBeenCalled();
  });

  it("resolves in a timer's task otherwise, not in the current one", async () => {
    vi.useFakeTimers();
    let done = false;
    void yieldToMain({ setTimeout: (run, ms) => setTimeout(run, ms) }).then(() => {
      done = true;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    vi.useRealTimers();
  });
});
