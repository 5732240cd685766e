import { bannerLanguageOf } from "@outlet/formatting";
import { Link } from "react-router";
import { Banners } from "../components/content/Banners";
import { HydrateLater } from "../components/HydrateLater";
import { ProductTile } from "../components/listing/ProductTile";
import { pl } from "../i18n/pl";
import { homePageTags, passCacheTags, withCacheTags } from "../lib/cacheTags";
import { readServerConfig } from "../lib/config.server";
import { storeCodeOfPath, storeLocale } from "../lib/currentStore";
import { honestly } from "../lib/honestFailure.server";
import { originFrom, pageMeta } from "../lib/seo";
import { shopConfig } from "../lib/shopConfig";
import { clientForRequest } from "../lib/transport.server";
import { loadHomePage } from "../loaders/homePage.server";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    title: pl.home.title,
    description: pl.home.description,
    // The home of a store view is one page at /de and /de/ (the redirect of §8.11 adds the slash).
    path: location.pathname === "/pwa.html" ? "/" : location.pathname.replace(/(.)\/$/, "$1"),
    origin: originFrom(matches),
  });

/** Home (catalogue.md §1, §4): new collection (6), bestsellers (8), sale (5); banners; countries preloaded. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return honestly(request, async () => {
    const page = await loadHomePage(clientForRequest(request, context));
    // A store view opens on its own banner variants (catalogue.md §1: banners pl/de/it).
    const storeCode = storeCodeOfPath(new URL(request.url).pathname, readServerConfig().multistore);
    const bannerLang = bannerLanguageOf(storeLocale(storeCode, shopConfig.url));
    return withCacheTags({ ...page, bannerLang }, homePageTags(page));
  });
}

export const headers = passCacheTags;

/** The first section hydrates with the banners; the ones below the first screen in a pass of their own (issue 29). */
function HomeSection(props: { readonly later: boolean; readonly children: React.ReactNode }) {
  return props.later ? <HydrateLater>{props.children}</HydrateLater> : props.children;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <div className="home">
      <h1 tabIndex={-1} className="visually-hidden">
        {pl.home.title}
      </h1>
      <Banners offers={loaderData.offers} initialLang={loaderData.bannerLang} />
      {loaderData.sections.map((section, index) => (
        <HomeSection key={section.key} later={index > 0}>
          <section className="home-section" aria-labelledby={`section-${section.key}`}>
            <div className="home-section__head">
              <h2 id={`section-${section.key}`}>{section.title}</h2>
              <Link to={section.href} className="home-section__more">
                {pl.home.seeAll}
                <span className="visually-hidden">: {section.title}</span>
              </Link>
            </div>
            <ul className="product-grid" aria-label={section.title}>
              {section.tiles.map((tile) => (
                // The head banner is the largest paint; tiles below it load lazily and leave it the bandwidth.
                <ProductTile key={tile.sku} product={tile} />
              ))}
            </ul>
          </section>
        </HomeSection>
      ))}
    </div>
  );
}
