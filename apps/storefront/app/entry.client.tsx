import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { isDispatchedViewName, loadDispatchedView } from "./components/dispatched/dispatchedViews";

/**
 * The view a page of the URL dispatcher rendered (its `outlet-view` meta tag), loaded before hydration so
 * React hydrates the same markup the server sent (no lazy boundary, no layout shift). Its chunks are
 * already preloaded by the page's modulepreload links. Other pages: nothing to wait for.
 */
async function dispatchedViewReady(): Promise<void> {
  const name = document.querySelector('meta[name="outlet-view"]')?.getAttribute("content");
  if (isDispatchedViewName(name)) await loadDispatchedView(name).catch(() => undefined);
}

/**
 * Resolves after the browser has painted the server's HTML once (a frame, then a task after it). Without
 * it, the module scripts and hydration ran before the first paint whenever the scripts were already there
 * (preloaded, cached): the page stayed blank for their whole work, 1.3–2.4 s on a phone (issue 29).
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

Promise.all([dispatchedViewReady(), afterFirstPaint()]).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
