import { useCallback, useEffect, useRef, useState } from "react";

/** How long a sub-menu stays after the pointer left it, and how long the phone's "back" slide lasts (transactions.md §1, §9). */
export const SUBMENU_CLOSE_DELAY_MS = 300;

/** The desktop layout, where a mouse over an entry opens its sub-menu (the phone uses the drawer). */
const DESKTOP_QUERY = "(min-width: 901px)";

/**
 * The state of the category menu: which sub-menu is open (one at a time), whether it was opened by the
 * pointer (a click then keeps it open), the phone drawer, and the delayed close of a sub-menu — after the
 * pointer leaves it on the desktop, after "Wróć" on the phone (the path pop waits for the slide).
 *
 * @example
 * const menu = useMenuState();
 * menu.toggle(12); // opens sub-menu 12, closing any other
 */
export function useMenuState() {
  const [open, setOpen] = useState<number | null>(null);
  const [leaving, setLeaving] = useState<number | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const byPointer = useRef(false);
  const timer = useRef<number | undefined>(undefined);

  const cancelDelayedClose = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    setLeaving(null);
  }, []);

  const closeNow = useCallback(() => {
    cancelDelayedClose();
    setOpen(null);
  }, [cancelDelayedClose]);

  const closeLater = useCallback((id: number, after?: () => void) => {
    window.clearTimeout(timer.current);
    setLeaving(id);
    timer.current = window.setTimeout(() => {
      timer.current = undefined;
      setLeaving(null);
      setOpen((current) => (current === id ? null : current));
      after?.();
    }, SUBMENU_CLOSE_DELAY_MS);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return {
    open,
    leaving,
    drawerOpen,
    /** The disclosure button: opens this sub-menu (closing another) or closes it. */
    toggle(id: number) {
      cancelDelayedClose();
      if (open === id && byPointer.current) {
        // Opened by hovering: the click confirms it instead of closing it under the pointer.
        byPointer.current = false;
        return;
      }
      byPointer.current = false;
      setOpen(open === id ? null : id);
    },
    /** The mouse entered an entry (desktop only). */
    pointerEnter(id: number, event: React.PointerEvent) {
      if (event.pointerType !== "mouse" || !window.matchMedia(DESKTOP_QUERY).matches) return;
      // Back before the delayed close ran: the menu was on its way out, so this is a pointer opening too
      // (a click on its button then keeps it, as it would after the close).
      const wasLeaving = timer.current !== undefined;
      cancelDelayedClose();
      if (open !== id || wasLeaving) byPointer.current = true;
      setOpen(id);
    },
    /** The mouse left an entry: its sub-menu closes after the delay unless the mouse comes back. */
    pointerLeave(id: number, event: React.PointerEvent) {
      if (event.pointerType !== "mouse" || !window.matchMedia(DESKTOP_QUERY).matches) return;
      if (open === id) closeLater(id);
    },
    /** The phone's "Wróć": back to the top level once the slide is over, then `after` (focus). */
    back(id: number, after: () => void) {
      closeLater(id, after);
    },
    closeNow,
    setDrawerOpen(value: boolean) {
      closeNow();
      setDrawerOpen(value);
    },
  };
}
