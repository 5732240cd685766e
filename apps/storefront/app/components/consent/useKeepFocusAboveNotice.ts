import { type RefObject, useEffect } from "react";

/** The custom property the page's scroll padding and end spacing read (consent.css). */
const HEIGHT_PROPERTY = "--consent-notice-space";
/** Room left between a focused element and the notice. */
const GAP_PX = 8;

/**
 * Keeps keyboard focus visible above the fixed cookie notice (WCAG 2.4.11, issue 12: a keyboard user
 * tabbed under it). While the notice is shown, its height (and its bottom offset) is published as
 * `--consent-notice-space` on `<html>`: consent.css turns it into `scroll-padding-bottom` (the browser
 * scrolls a focused element above the notice) and into room at the end of the page (its last links can be
 * scrolled above it). A focus the browser did not scroll (an element already "in view" under the notice)
 * is scrolled up here. Nothing above moves: the room is added below the page's end.
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
    const publish = () => {
      const space = Math.ceil(window.innerHeight - element.getBoundingClientRect().top) + GAP_PX;
      root.style.setProperty(HEIGHT_PROPERTY, `${Math.max(0, space)}px`);
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
      root.style.removeProperty(HEIGHT_PROPERTY);
    };
  }, [notice, open]);
}
