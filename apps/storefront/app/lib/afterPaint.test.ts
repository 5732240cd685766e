import { describe, expect, it, vi } from "vitest";
import { afterPaint } from "./afterPaint";

describe("afterPaint", () => {
  it("resolves in the task after the next frame", async () => {
    vi.useFakeTimers();
    let frame: (() => void) | null = null;
    const target = {
      requestAnimationFrame: (run: () => void) => {
        frame = run;
        return 1;
      },
      setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
      clearTimeout: (id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>),
    };
    let done = false;
    void afterPaint(target).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(done).toBe(false);
    (frame as unknown as () => void)();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    vi.useRealTimers();
  });

  it("resolves after the timeout when no frame comes (a background tab)", async () => {
    vi.useFakeTimers();
    const target = {
      requestAnimationFrame: () => 1,
      setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
      clearTimeout: (id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>),
    };
    let done = false;
    void afterPaint(target, 1000).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    vi.useRealTimers();
  });
});
