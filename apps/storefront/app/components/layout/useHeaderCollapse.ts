import { useEffect, useState } from "react";

/** Scroll distance (px) in one direction before the header changes: small jitters change nothing. */
const SCROLL_STEP_PX = 8;
/** Below this scroll position the header is always whole. */
const TOP_ZONE_PX = 64;

/**
 * Whether the phone header's search row is folded away: true after scrolling down past the top zone,
 * false again on any scroll up (or near the top). While the search field has focus it stays (the phone's
 * keyboard scrolls the page). The desktop layout ignores it (styles.css).
 *
 * @example
 * const collapsed = useHeaderCollapse();
 * <header data-collapsed={collapsed} />
 */
export function useHeaderCollapse(): boolean {
  const [collapsed, setCollapsed] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const update = () => {
      const y = window.scrollY;
      if (y <= TOP_ZONE_PX) {
        setCollapsed(false);
        last = y;
        return;
      }
      if (Math.abs(y - last) < SCROLL_STEP_PX) return;
      const searching = document.activeElement?.closest(".site-header__search") != null;
      setCollapsed(y > last && !searching);
      last = y;
    };
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return collapsed;
}
