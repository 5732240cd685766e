/**
 * The footer's "Ustawienia plików cookie" lives outside the shopper services' provider (the layout), and the
 * notice that opens the settings is shopper code loaded after hydration: the footer leaves a request here,
 * the notice takes it when it mounts or as it happens.
 */
let pending = false;
const listeners = new Set<() => void>();

/**
 * Asks the cookie notice to open its settings (now, or once it is loaded).
 *
 * @example
 * <button onClick={requestCookieSettings}>Ustawienia plików cookie</button>
 */
export function requestCookieSettings(): void {
  pending = true;
  for (const listener of listeners) listener();
}

/**
 * Runs `open` for a request made before (once) and for every later one; returns the unsubscribe.
 *
 * @example
 * useEffect(() => onCookieSettingsRequest(() => shop.consent.openSettings()), [shop]);
 */
export function onCookieSettingsRequest(open: () => void): () => void {
  const take = () => {
    if (!pending) return;
    pending = false;
    open();
  };
  listeners.add(take);
  take();
  return () => listeners.delete(take);
}
