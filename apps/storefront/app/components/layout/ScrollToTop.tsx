import { showScrollToTop } from "@outlet/url-resolution";
import { useEffect, useState } from "react";
import { pl } from "../../i18n/pl";

/** The scroll-to-top button: shown after scrolling more than 15 px (catalogue.md §2, §9). */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(showScrollToTop(window.scrollY));
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-top"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: "smooth" });
        document.getElementById("main")?.focus({ preventScroll: true });
      }}
    >
      <span aria-hidden="true">↑</span>
      <span className="visually-hidden">{pl.scrollTop}</span>
    </button>
  );
}
