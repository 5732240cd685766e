import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { isDispatchedViewName, loadDispatchedView } from "./components/dispatched/dispatchedViews";
import { afterPaint } from "./lib/afterPaint";

/**
 * The view a page of the URL dispatcher rendered (its `outlet-view` meta tag), loaded before hydration so
 * React hydrates the same markup the server sent (no lazy boundary, no layout shift). Its chunks are
 * already preloaded by the page's modulepreload links. Other pages: nothing to wait for.
 */
async function dispatchedViewReady(): Promise<void> {
  const name = document.querySelector('meta[name="outlet-view"]')?.getAttribute("content");
  if (isDispatchedViewName(name)) await loadDispatchedView(name).catch(() => undefined);
}

// The view's chunk is loaded after the first paint: its loader adds style sheets, which would hold that paint
// back (lib/afterPaint.ts).
afterPaint(window)
  .then(dispatchedViewReady)
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  });
