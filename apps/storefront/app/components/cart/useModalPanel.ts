import { type RefObject, useEffect, useRef } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The elements Tab can reach inside `container`, in document order.
 *
 * @example
 * const [first] = tabbables(panel);
 */
export function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest("[hidden], dialog:not([open])"),
  );
}

/**
 * Whether an Escape keydown belongs to something else: already handled (default prevented, e.g. a
 * combobox closing its list) or pressed inside an open `<dialog>` (the removal confirmation closes itself).
 *
 * @example
 * if (!escapeHandledElsewhere(event)) close();
 */
export function escapeHandledElsewhere(event: KeyboardEvent): boolean {
  if (event.defaultPrevented) return true;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest("dialog")) return true;
  return document.querySelector("dialog[open]") !== null;
}

/**
 * A side panel that behaves as a modal dialog (WAI-ARIA dialog pattern): focus moves to `initialFocus`
 * when it opens, Tab and Shift+Tab stay inside, Escape closes it (unless the Escape belongs to a dialog
 * above it), and focus goes back to the element that opened it (else `fallbackSelector`) when it closes,
 * unless the shopper has already moved focus elsewhere.
 *
 * @example
 * const { panelRef, onKeyDown } = useModalPanel({ open, onClose, initialFocus: heading, fallbackSelector: "#cart" });
 */
export function useModalPanel(options: {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly initialFocus: RefObject<HTMLElement | null>;
  readonly fallbackSelector: string;
}) {
  const { open, onClose, initialFocus, fallbackSelector } = options;
  const panelRef = useRef<HTMLElement | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !wasOpen.current) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      initialFocus.current?.focus();
    } else if (!open && wasOpen.current) {
      const active = document.activeElement;
      // Focus that was inside the panel is gone with it (it sits on <body>); focus the shopper moved to
      // another control (e.g. the other side panel) stays where it is.
      if (!active || active === document.body || panelRef.current?.contains(active)) {
        const target =
          opener.current?.isConnected === true
            ? opener.current
            : document.querySelector<HTMLElement>(fallbackSelector);
        target?.focus();
      }
      opener.current = null;
    }
    wasOpen.current = open;
  }, [open, initialFocus, fallbackSelector]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !escapeHandledElsewhere(event)) onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, onClose]);
  /** Keeps Tab inside the panel: from the last control to the first and back. */
  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    if (event.key !== "Tab" || !panelRef.current) return;
    const items = tabbables(panelRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    // The heading (tabindex -1) is not in the list: from it, Tab goes to the first and Shift+Tab to the last.
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.shiftKey && index <= 0) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (index === -1 || index === items.length - 1)) {
      event.preventDefault();
      first.focus();
    }
  };
  return { panelRef, onKeyDown };
}
