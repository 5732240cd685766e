/**
 * The event `browserRuntime` fires at `window` on `pagehide`, before the stores write what waits for a paint
 * and the storage journals what IndexedDB has not committed. A part of the page that holds an unsent change
 * (a quantity typed, not yet sent) hands it to its store then, synchronously: a `pagehide` listener of its
 * own ran after those writes (session 34: the typed quantity was lost).
 *
 * @example
 * window.addEventListener(PAGE_LEAVING, () => store.keepQuantity(line, 4));
 */
export const PAGE_LEAVING = "outlet:page-leaving";
