import { parseTaxRate, type TaxRateValue } from "./taxRate";

/** One rate of a tax rule (api-contract §12.4). */
export interface TaxRate {
  readonly id?: number | string | undefined;
  readonly code?: string | undefined;
  readonly tax_country_id: string;
  readonly tax_region_id?: number | string | null | undefined;
  readonly region_name?: string | null | undefined;
  readonly tax_postcode?: string | null | undefined;
  /** Percent; LB may send a string such as `"23.0000"`. */
  readonly rate: number | string;
}

/** A tax rule (api-contract §12.4). */
export interface TaxRule {
  readonly id?: number | string | undefined;
  readonly code?: string | undefined;
  readonly product_tax_class_ids: readonly (number | string)[];
  readonly customer_tax_class_ids?: readonly (number | string)[] | undefined;
  readonly rates: readonly TaxRate[];
}

/** Who is buying, for rule choice (behaviour §3.2). */
export interface TaxRuleQuery {
  /** When true, the rule must also list `userGroupId` in `customer_tax_class_ids`. @default false */
  readonly groupTaxActive?: boolean | undefined;
  /** The customer's tax class (group id). @default null */
  readonly userGroupId?: number | string | null | undefined;
}

/** Where the buyer is, for rate choice (behaviour §3.2). */
export interface TaxRateQuery {
  /** ISO country code. @default "PL" */
  readonly country?: string | undefined;
  /** Region name. @default "" */
  readonly region?: string | undefined;
}

function containsId(ids: readonly (number | string)[] | undefined, id: number): boolean {
  // behaviour §3.2 (decision): ids compare as numbers, so "2" matches 2.
  return (ids ?? []).some((candidate) => Number(candidate) === id);
}

/**
 * The first rule, in array order, whose `product_tax_class_ids` contains the class id; with group tax on,
 * its `customer_tax_class_ids` must also contain `userGroupId` (behaviour §3.2 step 2). Ids compare as
 * numbers. `null` when none. Pure.
 *
 * @example
 * findTaxRule([{ product_tax_class_ids: [2], rates: [] }], "2")?.product_tax_class_ids; // [2]
 */
export function findTaxRule(
  rules: readonly TaxRule[],
  taxClassId: number | string,
  query: TaxRuleQuery = {},
): TaxRule | null {
  const classId = Number(taxClassId);
  const groupId = Number(query.userGroupId);
  for (const rule of rules) {
    if (!containsId(rule.product_tax_class_ids, classId)) continue;
    if (query.groupTaxActive && !containsId(rule.customer_tax_class_ids, groupId)) continue;
    return rule;
  }
  return null;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === "";
}

/**
 * The first rate of a rule for the country that matches the region by name, has `tax_region_id` 0, or has
 * no region name (behaviour §3.2 step 3). Postcodes are ignored. `null` when none. Pure.
 *
 * @param query - Country and region. @default { country: "PL", region: "" }
 * @example
 * findTaxRate({ product_tax_class_ids: [2], rates: [{ tax_country_id: "PL", tax_region_id: 0, rate: 23 }] })?.rate; // 23
 */
export function findTaxRate(rule: TaxRule, query: TaxRateQuery = {}): TaxRate | null {
  const country = query.country ?? "PL";
  const region = query.region ?? "";
  for (const rate of rule.rates ?? []) {
    if (rate.tax_country_id !== country) continue;
    if (rate.region_name === region || Number(rate.tax_region_id) === 0 || isBlank(rate.region_name))
      return rate;
  }
  return null;
}

/** A matched rule and rate. */
export interface MatchedTaxRate {
  readonly rule: TaxRule;
  readonly rate: TaxRate;
  /** The rate as an exact fraction. */
  readonly value: TaxRateValue;
}

/**
 * The rule and rate for a product's `tax_class_id` (behaviour §3.2 steps 1–3): `null` when
 * `parseInt(tax_class_id)` is not above 0, no rule matches, or the rule has no rate for the country — the
 * no-rate path of §3.4. Pure.
 *
 * @throws {TaxError} `invalid-rate` when the matched rate is not a number ≥ 0.
 * @example
 * const rules = [{ product_tax_class_ids: [2], rates: [{ tax_country_id: "PL", rate: 23 }] }];
 * matchTaxRate(2, rules)?.value.percent; // 23
 * matchTaxRate(0, rules);                // null
 */
export function matchTaxRate(
  taxClassId: unknown,
  rules: readonly TaxRule[],
  query: TaxRuleQuery & TaxRateQuery = {},
): MatchedTaxRate | null {
  const classId = Number.parseInt(String(taxClassId), 10);
  if (!(classId > 0)) return null;
  const rule = findTaxRule(rules, classId, query);
  if (rule === null) return null;
  const rate = findTaxRate(rule, query);
  if (rate === null) return null;
  return { rule, rate, value: parseTaxRate(rate.rate) };
}

/** The store view's tax settings that decide group-based tax (behaviour §1, §3.2 step 4). */
export interface TaxGroupSettings {
  /** `tax.userGroupId`: group tax is active only when this is a number. @default null */
  readonly userGroupId?: number | null | undefined;
  /** `tax.useOnlyDefaultUserGroupId`. @default false */
  readonly useOnlyDefaultUserGroupId?: boolean | undefined;
}

/**
 * Whether group-based tax is active and which group id to use (behaviour §3.2 step 4): active ⇔
 * `typeof userGroupId === 'number'`; the id is the store view's when `useOnlyDefaultUserGroupId` is set or
 * nobody is logged in, otherwise the logged-in customer's `group_id`. Pure.
 *
 * @param customer - The logged-in customer, or `null`.
 * @example
 * taxGroup({ userGroupId: 0 }, { group_id: 3 }); // { groupTaxActive: true, userGroupId: 3 }
 * taxGroup({ userGroupId: null }, { group_id: 3 }); // { groupTaxActive: false, userGroupId: null }
 */
export function taxGroup(
  settings: TaxGroupSettings,
  customer: { readonly group_id?: number | null | undefined } | null | undefined,
): { readonly groupTaxActive: boolean; readonly userGroupId: number | null } {
  const base = settings.userGroupId;
  if (typeof base !== "number") return { groupTaxActive: false, userGroupId: null };
  if (settings.useOnlyDefaultUserGroupId || customer == null)
    return { groupTaxActive: true, userGroupId: base };
  return { groupTaxActive: true, userGroupId: customer.group_id ?? base };
}
