/**
 * The lazy loader's settings (catalogue.md §9 "Lazy loader: retry attempt 2, preload 1.5").
 *
 * @example
 * const settings: LazyLoaderSettings = { attempt: 2, preLoad: 1.5 };
 */
export interface LazyLoaderSettings {
  /**
   * How many times an image is tried in all: the first load and, after a failure, the retries.
   * @default 2
   */
  readonly attempt: number;
  /**
   * How far ahead an image loads, in viewport heights from the top of the viewport: at 1.5 an image starts
   * loading when its top comes within one and a half screen heights, half a screen before it is seen.
   * @default 1.5
   */
  readonly preLoad: number;
}

/**
 * The shop's lazy loader: 2 attempts, preload 1.5 viewport heights (catalogue.md §9).
 *
 * @example
 * LAZY_LOADER.preLoad; // 1.5
 */
export const LAZY_LOADER: LazyLoaderSettings = Object.freeze({ attempt: 2, preLoad: 1.5 });

/**
 * Whether an image box is within the preload distance (catalogue.md §9): its top above `preLoad` viewport
 * heights and its bottom below the top of the viewport. Pure.
 *
 * @example
 * isWithinPreload({ top: 1100, bottom: 1500 }, 800); // true (1100 < 1.5 × 800)
 * isWithinPreload({ top: 1300, bottom: 1700 }, 800); // false
 */
export function isWithinPreload(
  box: { readonly top: number; readonly bottom: number },
  viewportHeight: number,
  preLoad: number = LAZY_LOADER.preLoad,
): boolean {
  return box.top < viewportHeight * preLoad && box.bottom > 0;
}

/**
 * The `rootMargin` of an IntersectionObserver on the viewport that reports images exactly when
 * {@link isWithinPreload} holds: the viewport extended downwards by `preLoad - 1` of its height. Pure.
 *
 * @example
 * lazyRootMargin(1.5); // "0px 0px 50% 0px"
 */
export function lazyRootMargin(preLoad: number = LAZY_LOADER.preLoad): string {
  const extra = Math.max(0, Math.round((preLoad - 1) * 100));
  return `0px 0px ${extra}% 0px`;
}

/**
 * What to do after an image failed to load, given how many loads were tried (catalogue.md §9 "retry
 * attempt 2"): try again while fewer than `attempt` loads were made, else give up (the caller shows the
 * placeholder). Pure.
 *
 * @example
 * afterImageError(1); // "retry"
 * afterImageError(2); // "give-up"
 */
export function afterImageError(
  attemptsMade: number,
  attempt: number = LAZY_LOADER.attempt,
): "retry" | "give-up" {
  return attemptsMade < attempt ? "retry" : "give-up";
}
