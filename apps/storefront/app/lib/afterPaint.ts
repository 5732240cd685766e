/** The browser's frame and timer functions (`window`). */
export interface PaintClock {
  requestAnimationFrame(run: () => void): unknown;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

/**
 * Resolves once the browser has painted the page (a frame, then a task after it), or after `timeoutMs` (a
 * tab in the background paints no frame). Work that inserts style sheets — Vite's loader of a lazy chunk adds
 * its sheets, and the shell's again (react-router writes it as `….css#`) — waits for the first paint: a sheet
 * added before it held that paint back (issue 29: 1.3 s instead of 0.3 s in Lighthouse's runs). A tap's heavy
 * work waits for the frame that shows the tap's answer (the cart's add, `BrowserRuntime.afterPaint`).
 *
 * @example
 * afterPaint(window).then(() => import("./lazyChunk"));
 */
export function afterPaint(target: PaintClock, timeoutMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    const fallback = target.setTimeout(resolve, timeoutMs);
    target.requestAnimationFrame(() =>
      target.setTimeout(() => {
        target.clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}
