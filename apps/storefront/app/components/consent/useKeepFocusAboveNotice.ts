import { type RefObject, useEffect } from "react";

/** Room left between a focused element and the notice. */
const GAP_PX = 8;

/**
 * Keeps keyboard focus visible above the fixed cookie notice (WCAG 2.4.11, issue 12: a keyboard user
 * tabbed under it). While the notice is shown, its height (and its bottom offset) is published as
 * `scroll-padding-bottom` of `<html>` (the browser scrolls a focused element above the notice) and as
 * `padding-bottom` of `<body>` (room at the end of the page: its last links can be scrolled above it). Set on
 * the two elements, not as a custom property on `<html>`: every element inherits a custom property, so
 * publishing one made the browser recompute the style of the whole page (a listing's 50 tiles) while the
 * shopper code started (issue 29). A focus the browser did not scroll (an element already "in view" under
 * the notice) is scrolled up here. Nothing above moves: the room is added below the page's end.
 *
 * @example
 * const notice = useRef<HTMLElement>(null);
 * useKeepFocusAboveNotice(notice, open);
 */
export function useKeepFocusAboveNotice(notice: RefObject<HTMLElement | null>, open: boolean): void {
  useEffect(() => {
    const element = notice.current;
    if (!open || !element) return;
    const root = document.documentElement;
    const body = document.body;
    let shown = "";
    const publish = () => {
      const space = `${Math.max(0, Math.ceil(window.innerHeight - element.getBoundingClientRect().top) + GAP_PX)}px`;
      if (space === shown) return;
      shown = space;
      root.style.scrollPaddingBottom = space;
      body.style.paddingBottom = space;
    };
    publish();
    const resized = new ResizeObserver(publish);
    resized.observe(element);
    window.addEventListener("resize", publish);
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || element.contains(target)) return;
      const covered = target.getBoundingClientRect().bottom - (element.getBoundingClientRect().top - GAP_PX);
      if (covered > 0) window.scrollBy({ top: covered, behavior: "instant" });
    };
    document.addEventListener("focusin", onFocus);
    return () => {
      resized.disconnect();
      window.removeEventListener("resize", publish);
      document.removeEventListener("focusin", onFocus);
      root.style.removeProperty("scroll-padding-bottom");
      body.style.removeProperty("padding-bottom");
    };
  }, [notice, open]);
}
