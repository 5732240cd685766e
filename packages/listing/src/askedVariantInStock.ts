/** A configurable product's enabled child, as the asked-variant rule reads it. */
export interface AskedVariantChild {
  /** The child's colour (a label or an option id: the same kind as `AskedVariant.colors`). */
  readonly color?: string | undefined;
  /** The child's size (a label or an option id: the same kind as `AskedVariant.sizes`). */
  readonly size?: string | undefined;
  readonly inStock: boolean;
}

/** The colours and sizes a text query named (empty when it named none). */
export interface AskedVariant {
  readonly colors: ReadonlySet<string>;
  readonly sizes: ReadonlySet<string>;
}

/**
 * Whether a product has the variant a text query asked for in stock (issue 32: "sukienka czerwona M"):
 * an enabled child in stock whose colour is an asked colour — when any of its enabled children has one —
 * and whose size is an asked size — when any has one. `undefined` when neither applies (no child carries
 * an asked colour or size): the product's own stock then decides. Disabled children are left out by the
 * caller. Pure.
 *
 * @example
 * const asked = { colors: new Set(["Czerwony"]), sizes: new Set(["M"]) };
 * askedVariantInStock([{ color: "Czerwony", size: "M", inStock: false }, { color: "Czerwony", size: "L", inStock: true }], asked); // false
 * askedVariantInStock([{ color: "Czarny", size: "S", inStock: true }], asked); // undefined
 */
export function askedVariantInStock(
  children: readonly AskedVariantChild[],
  asked: AskedVariant,
): boolean | undefined {
  const hasAsked = (value: string | undefined, set: ReadonlySet<string>): boolean =>
    value !== undefined && set.has(value);
  const byColor = children.some((c) => hasAsked(c.color, asked.colors));
  const bySize = children.some((c) => hasAsked(c.size, asked.sizes));
  if (!byColor && !bySize) return undefined;
  return children.some(
    (c) =>
      c.inStock &&
      (!byColor || hasAsked(c.color, asked.colors)) &&
      (!bySize || hasAsked(c.size, asked.sizes)),
  );
}
