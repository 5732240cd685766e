import { useState } from "react";
import { de } from "../../i18n/de";
import { it } from "../../i18n/it";
import type { BannerView, PromotedOffers } from "../../lib/catalogViews";
import { ShopLink } from "../links/ShopLink";

const LANG_LABEL = { pl: "Polski", de: "Deutsch", it: "Italiano" } as const;
const SECTION_LABEL = { pl: "Promocje", de: de.bannersLabel, it: it.bannersLabel } as const;

function bannerSrc(banner: BannerView, width: number, height: number) {
  return `/img/${width}/${height}/resize${banner.image.startsWith("/") ? "" : "/"}${banner.image}`;
}

/**
 * The promoted offers of the home page (head image, main and small banners, product banners, promoted
 * categories) with the store's variant first (Polish; German or Italian in those store views) and a switch
 * to the other banner variants.
 */
export function Banners({
  offers,
  initialLang = "pl",
}: {
  offers: readonly PromotedOffers[];
  initialLang?: "pl" | "de" | "it";
}) {
  const available = offers.filter(
    (offer) =>
      offer.headImage ||
      offer.mainBanners.length > 0 ||
      offer.smallBanners.length > 0 ||
      offer.promotedCategories.length > 0,
  );
  const [lang, setLang] = useState<"pl" | "de" | "it">(initialLang);
  const current = available.find((offer) => offer.lang === lang) ?? available[0];
  if (!current) return null;
  const banners = [...(current.headImage ? [current.headImage] : []), ...current.mainBanners];
  return (
    <section className="banners" aria-label={SECTION_LABEL[current.lang]} lang={current.lang}>
      {available.length > 1 ? (
        <fieldset className="banners__langs">
          <legend className="visually-hidden">Wersja językowa banerów</legend>
          {available.map((offer) => (
            <button
              key={offer.lang}
              type="button"
              aria-pressed={offer.lang === current.lang}
              lang={offer.lang}
              onClick={() => setLang(offer.lang)}
            >
              {LANG_LABEL[offer.lang]}
            </button>
          ))}
        </fieldset>
      ) : null}
      <ul className="banners__main">
        {banners.map((banner, index) => {
          // The head image has no title of its own: its alt text is its caption (every banner says
          // what it offers); the picture is then decorative, the caption names the link.
          const caption = banner.title || banner.alt;
          return (
            <li key={`${banner.id}-${banner.href}`}>
              <ShopLink to={banner.href} className="banner">
                <img
                  src={bannerSrc(banner, 600, 828)}
                  alt={caption ? "" : banner.alt}
                  width={600}
                  height={828}
                  loading={index === 0 ? "eager" : "lazy"}
                  {...(index === 0 ? { fetchPriority: "high" as const } : {})}
                />
                {caption ? (
                  <span className="banner__text">
                    <strong>{caption}</strong>
                    {banner.subtitle ? <span>{banner.subtitle}</span> : null}
                  </span>
                ) : null}
              </ShopLink>
            </li>
          );
        })}
      </ul>
      {current.smallBanners.length + current.promotedCategories.length > 0 ? (
        <ul className="banners__small">
          {[...current.smallBanners, ...current.promotedCategories].map((banner) => (
            <li key={`${banner.id}-${banner.href}`}>
              <ShopLink to={banner.href} className="banner banner--small">
                <span className="banner__text">
                  <strong>{banner.title || banner.alt}</strong>
                </span>
              </ShopLink>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
