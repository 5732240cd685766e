import { isWithinPreload, LAZY_LOADER, lazyRootMargin } from "@outlet/formatting";

type Callback = () => void;

let observer: IntersectionObserver | null = null;
const waiting = new Map<Element, Callback>();

/**
 * Calls `onNear` once when `element` comes within the lazy loader's preload distance (catalogue.md §9:
 * 1.5 viewport heights, `@outlet/formatting` `lazyRootMargin`). One IntersectionObserver serves every
 * image of the page. Returns the cleanup. Without IntersectionObserver the element counts as near.
 *
 * @example
 * useEffect(() => observeLazy(ref.current, () => setNear(true)), []);
 */
export function observeLazy(element: Element, onNear: Callback): () => void {
  if (typeof IntersectionObserver === "undefined") {
    onNear();
    return () => undefined;
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const box = entry.boundingClientRect;
        // The margin already extends the viewport; the rule is checked again on the box itself.
        if (!entry.isIntersecting && !isWithinPreload(box, window.innerHeight, LAZY_LOADER.preLoad)) continue;
        const callback = waiting.get(entry.target);
        waiting.delete(entry.target);
        observer?.unobserve(entry.target);
        callback?.();
      }
    },
    { rootMargin: lazyRootMargin(LAZY_LOADER.preLoad) },
  );
  waiting.set(element, onNear);
  observer.observe(element);
  return () => {
    waiting.delete(element);
    observer?.unobserve(element);
  };
}
