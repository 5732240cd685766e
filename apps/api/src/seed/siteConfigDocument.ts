import { CATEGORIES } from "./catalogueData.js";
import { contentDocument } from "./contentDocument.js";
import { FLAGS } from "./flagsFor.js";
import type { SeedDocument } from "./seedTypes.js";

/**
 * The site configuration: the menu (top categories in the menu with their children, then the new and
 * last-items tags), contact, social links, flag ids, banner colour, newsletter discount and languages.
 *
 * @example
 * const config = siteConfigDocument(); // config.doc_key === "default"
 */
export function siteConfigDocument(): SeedDocument {
  const menu = CATEGORIES.filter((c) => c.parentId === 2 && c.includeInMenu).map((top) => ({
    id: top.id,
    parentId: 2,
    label: top.name,
    url: `/category/${top.slug}`,
    children: CATEGORIES.filter((c) => c.parentId === top.id).map((sub) => ({
      id: sub.id,
      parentId: top.id,
      label: sub.name,
      url: `/category/${sub.slug}`,
      children: [],
    })),
  }));
  menu.push(
    { id: 1009, parentId: 2, label: "Nowości", url: "/tag/nowosci", children: [] },
    { id: 1010, parentId: 2, label: "Ostatnie sztuki", url: "/tag/ostatnie-sztuki", children: [] },
  );
  return contentDocument(
    "site_config",
    1,
    {
      menu,
      contact: { email: "sklep@outlet.example", phone: "+48 58 123 45 67", hours: "pn–pt 9:00–17:00" },
      social: {
        facebook: "https://facebook.com/outlet.example",
        instagram: "https://instagram.com/outlet.example",
      },
      flags: { new: FLAGS.new.id, last_items: FLAGS.lastItems.id },
      banner_color: "#b5985b",
      newsletter_discount_percent: 10,
      languages: ["pl", "de", "it"],
    },
    { key: "default" },
  );
}
