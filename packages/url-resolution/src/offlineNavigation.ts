import type { Notification } from "./types.js";
import { UrlResolutionError } from "./urlResolutionError.js";

/**
 * What the app does when route data fails to load (behaviour.md §8.12, catalogue.md §4, §8), as data:
 * an empty result while offline notifies `'The product, category or CMS page is not available in
 * Offline mode. Redirecting to Home'` and navigates to `/`; any other error shows its own message with an
 * OK action and stays; a non-empty result does nothing (`null`). The notification type is `error` for
 * both **(decision: the spec names no type)**.
 *
 * @example
 * offlineNavigation({ empty: true, online: false });
 * // { notification: { type: "error", message: "The product, category or CMS page is not available in Offline mode. Redirecting to Home", action1: { label: "OK" } }, navigateTo: "/" }
 */
export function offlineNavigation(outcome: {
  readonly empty?: boolean | undefined;
  readonly online: boolean;
  readonly error?: unknown;
}): { notification: Notification; navigateTo: "/" | null } | null {
  if (outcome.error !== undefined && outcome.error !== null) {
    const message = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
    return { notification: { type: "error", message, action1: { label: "OK" } }, navigateTo: null };
  }
  if (outcome.empty && !outcome.online) {
    return {
      notification: {
        type: "error",
        message: new UrlResolutionError({ reason: "offline-unavailable" }).message,
        action1: { label: "OK" },
      },
      navigateTo: "/",
    };
  }
  return null;
}

/**
 * The scroll position after a navigation (behaviour.md §8.12, catalogue.md §2), as data: the saved
 * position on back/forward, the `#hash` target when there is one, otherwise the top.
 *
 * @example
 * scrollTarget({ hash: "#opinie" }); // { selector: "#opinie" }
 * scrollTarget({ savedPosition: { left: 0, top: 840 } }); // { left: 0, top: 840 }
 * scrollTarget({}); // { left: 0, top: 0 }
 */
export function scrollTarget(navigation: {
  readonly savedPosition?: { readonly left: number; readonly top: number } | null | undefined;
  readonly hash?: string | null | undefined;
}): { left: number; top: number } | { selector: string } {
  if (navigation.savedPosition)
    return { left: navigation.savedPosition.left, top: navigation.savedPosition.top };
  if (navigation.hash && navigation.hash !== "#") return { selector: navigation.hash };
  return { left: 0, top: 0 };
}

/**
 * Whether the scroll-to-top button shows: after scrolling more than 15 px (catalogue.md §2, §9).
 *
 * @example
 * showScrollToTop(16); // true
 * showScrollToTop(15); // false
 */
export function showScrollToTop(scrollY: number, threshold = 15): boolean {
  return scrollY > threshold;
}
