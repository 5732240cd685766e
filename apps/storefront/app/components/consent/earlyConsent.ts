import type { ConsentAction } from "./ConsentPanel";

/**
 * The notice drawn in the server's HTML until the live one takes over: whether it has handed over, and the
 * answer a shopper tapped before that (kept, then carried out by the live notice: an early tap is not lost).
 * One per browser tab; on the server nothing is ever written (every render reads the initial state).
 *
 * @example
 * const early = createEarlyConsent(); early.tap("accept"); early.handOver(); // "accept"
 */
export function createEarlyConsent() {
  let handedOver = false;
  let tapped: ConsentAction | null = null;
  const listeners = new Set<() => void>();
  const tapListeners = new Set<() => void>();
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    handedOver: (): boolean => handedOver,
    /** Whether an answer was tapped and not yet taken. */
    pending: (): boolean => tapped !== null,
    /** Records an answer tapped on the early notice (the last one wins) and tells who waits for one. */
    tap(action: ConsentAction): void {
      tapped = action;
      for (const listener of tapListeners) listener();
    },
    /** Runs `listener` after every tap; returns the unsubscribe. */
    onTap(listener: () => void): () => void {
      tapListeners.add(listener);
      return () => tapListeners.delete(listener);
    },
    /** Hides the early notice; returns the answer tapped on it, if any. */
    handOver(): ConsentAction | null {
      const answer = tapped;
      tapped = null;
      if (!handedOver) {
        handedOver = true;
        for (const listener of listeners) listener();
      }
      return answer;
    },
  };
}

/** The tab's early notice (null on the server). */
export const earlyConsent = typeof document === "undefined" ? null : createEarlyConsent();
