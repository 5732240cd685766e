import type { CompositionPart } from "@outlet/contract";

// A no-break space keeps "95 %" together when the line wraps (Polish typography puts a space before "%").
const NBSP = "\u00a0";

/**
 * The composition as a shopper reads it: "95 % bawełna, 5 % elastan", or per part "Wierzch: 100 %
 * bawełna; podszewka: 100 % poliester" (after-sales-and-law.md §5), shares largest first. Pure.
 *
 * @example
 * formatComposition([{ part: null, fibres: [{ fibre: "elastan", percent: 5 }, { fibre: "bawełna", percent: 95 }] }]);
 * // "95 % bawełna, 5 % elastan" (no-break space before "%")
 */
export function formatComposition(parts: readonly CompositionPart[]): string {
  return parts
    .map((part, index) => {
      const fibres = [...part.fibres]
        .sort((a, b) => b.percent - a.percent)
        .map((share) => `${String(share.percent).replace(".", ",")}${NBSP}% ${share.fibre}`)
        .join(", ");
      if (!part.part) return fibres;
      const name = index === 0 ? part.part : part.part.charAt(0).toLowerCase() + part.part.slice(1);
      return `${name}: ${fibres}`;
    })
    .join("; ");
}

/**
 * Google Merchant Center's `material`: the main fibres of the first part, largest share first, at most
 * three joined by "/" ("bawełna/elastan"), or the stated material of a non-textile product; `null` when
 * neither is known. Pure.
 *
 * @example
 * feedMaterial({ composition: [{ part: null, fibres: [{ fibre: "bawełna", percent: 95 }, { fibre: "elastan", percent: 5 }] }] });
 * // "bawełna/elastan"
 */
export function feedMaterial(product: {
  readonly composition?: readonly CompositionPart[] | null | undefined;
  readonly material_statement?: string | null | undefined;
}): string | null {
  const first = product.composition?.[0];
  if (first && first.fibres.length > 0)
    return [...first.fibres]
      .sort((a, b) => b.percent - a.percent)
      .slice(0, 3)
      .map((share) => share.fibre)
      .join("/");
  const statement = product.material_statement?.trim();
  return statement ? statement.slice(0, 200) : null;
}
