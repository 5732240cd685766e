import { RichText } from "../RichText";

/**
 * The promo strip above the header, from the CMS block `header-promo` (e.g. "Darmowy odbiór osobisty ·
 * 30 dni na zwrot"). It scrolls away with the page: only the header below it is sticky.
 */
export function PromoStrip({ html }: { readonly html: string }) {
  return (
    <aside className="promo-strip" aria-label="Promocja">
      <RichText className="promo-strip__text" html={html} />
    </aside>
  );
}
