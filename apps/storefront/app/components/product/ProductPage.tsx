import { mySizeToPreselect } from "@outlet/claims";
import { formatPrice } from "@outlet/formatting";
import { type CustomOption, customOptionsDelta, fromGrosze, toGrosze } from "@outlet/pricing";
import { type AvailableOptionValue, pickOption, prepareProduct } from "@outlet/variant-selection";
import { useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { pl, translate } from "../../i18n/pl";
import type { ProductPageData } from "../../lib/catalogViews";
import { breadcrumbJsonLd, jsonLdText, productJsonLd } from "../../lib/jsonLd";
import { noScriptVariants } from "../../lib/noScriptVariants";
import { childSkuToReplace, type ProductDoc, selectionFor } from "../../lib/productView";
import { shopConfig } from "../../lib/shopConfig";
import { useMySize } from "../../state/claims/useMySize";
import { useNotifier } from "../../state/notifications/useNotifications";
import { usePriceRefresh } from "../../state/prices/usePriceRefresh";
import { useRecentlyViewed } from "../../state/recentlyViewed/useRecentlyViewed";
import { useStockSync } from "../../state/stock/useStockSync";
import { ProductCartActions } from "../cart/ProductCartActions";
import { Breadcrumbs } from "../layout/Breadcrumbs";
import { Price } from "../Price";
import { RichText } from "../RichText";
import {
  type CustomOptionChoices,
  CustomOptionsPicker,
  customOptionSelections,
  initialCustomOptionChoices,
} from "./CustomOptionsPicker";
import { DeliveryInfo } from "./DeliveryInfo";
import { Gallery, type GalleryItem } from "./Gallery";
import { NoScriptAddOptions } from "./NoScriptAddOptions";
import { RecentlyViewed } from "./RecentlyViewed";
import { ReviewFormSlot } from "./ReviewFormSlot";
import { Reviews } from "./Reviews";
import { SizeTable } from "./SizeTable";
import { type VariantOptionView, VariantPicker } from "./VariantPicker";

type MediaEntry = {
  image?: string;
  lab?: string;
  typ?: string;
  vid?: { url?: string; title?: string; captions?: string };
};

function galleryItems(product: ProductDoc & Record<string, unknown>, name: string): GalleryItem[] {
  const media = (product.media_gallery ?? []) as MediaEntry[];
  const items: GalleryItem[] = media
    .filter((entry) => typeof entry.image === "string")
    .map((entry) => ({
      image: entry.image as string,
      label: entry.lab || name,
      ...(entry.typ === "video" && entry.vid?.url
        ? {
            video: {
              url: entry.vid.url,
              title: entry.vid.title ?? "",
              ...(entry.vid.captions ? { captions: entry.vid.captions } : {}),
            },
          }
        : {}),
    }));
  if (items.length === 0) items.push({ image: String(product.image ?? ""), label: name });
  return items;
}

/**
 * The product page: gallery, name, price with the Omnibus note, variant choice (the chosen child lives in
 * the URL), stock, add-to-cart, contents of bundles and grouped products, details, size table, reviews,
 * recently viewed and the JSON-LD. It only composes: rules come from the domain packages.
 */
export function ProductPage(props: {
  readonly data: ProductPageData;
  readonly childSku: string | null;
  readonly childHref: (childSku: string) => string;
  readonly origin: string;
  /** Colour swatches by option id. */
  readonly swatches: Readonly<Record<string, string>>;
}) {
  const { data } = props;
  const navigate = useNavigate();
  const notifier = useNotifier();
  const recently = useRecentlyViewed();
  const pageProducts = useMemo(() => [data.product], [data.product]);
  // The current prices (render-list) replace the rendered ones once the shopper code has started.
  // The current stock (stock list) then marks variants sold out since the render (catalogue.md §7).
  const current = useStockSync(usePriceRefresh(pageProducts)[0] ?? data.product);
  const selection = useMemo(
    () => selectionFor(current, props.childSku, { bundlePriceInclTax: data.bundlePriceInclTax }),
    [current, props.childSku, data.bundlePriceInclTax],
  );
  const product = selection.product;
  const name = data.product.name ?? data.product.sku;
  // Custom options (behaviour.md §4.5): the price shown adds them by the rule the server charges by.
  const customOptions = ((data.product as { options?: readonly CustomOption[] | null }).options ??
    []) as readonly CustomOption[];
  const [choices, setChoices] = useState<CustomOptionChoices>(() =>
    initialCustomOptionChoices(customOptions),
  );
  const customSelections = customOptionSelections(choices);
  const optionsDelta = customOptionsDelta({ ...product, options: customOptions }, customSelections);
  const shownPrice = fromGrosze(toGrosze(selection.price) + toGrosze(optionsDelta.price_incl_tax));
  const options: VariantOptionView[] = (data.product.configurable_options ?? [])
    .map((option) => ({
      code: String(option.attribute_code ?? ""),
      label: String(option.label ?? option.attribute_code ?? ""),
      values: selection.options[String(option.attribute_code ?? "")] ?? [],
    }))
    .filter((option) => option.values.length > 0);

  const { store: recentStore } = recently;
  useEffect(() => {
    recentStore?.add({
      sku: data.product.sku,
      name,
      href: data.canonical,
      image: String(data.product.image ?? ""),
      price: selection.price,
    });
  }, [recentStore, data.product.sku, data.product.image, data.canonical, name, selection.price]);

  // A URL naming a child that cannot be shown (disabled, unknown) is replaced with the child shown, so the
  // address never disagrees with the pickers (behaviour.md §5.4, §5.8). After hydration: the server HTML
  // already shows that child, only the address changes.
  const replaceWith = childSkuToReplace(props.childSku, selection);
  const { childHref } = props;
  useEffect(() => {
    if (replaceWith) navigate(childHref(replaceWith), { replace: true, preventScrollReset: true });
  }, [replaceWith, childHref, navigate]);

  const { mySize, remember } = useMySize();
  // "Mój rozmiar": on arrival, the remembered size replaces the page's default size when this product has
  // it in stock with the chosen colour; a size picked here is kept and becomes the remembered one.
  const sizeConsidered = useRef<string | null>(null);
  const sizeValues = selection.options.size ?? [];
  const preselect =
    mySize && sizeConsidered.current !== data.product.sku ? mySizeToPreselect(sizeValues, mySize) : null;

  const onPick = (code: string, value: AvailableOptionValue, chosenByShopper = true) => {
    if (chosenByShopper && code === "size") {
      sizeConsidered.current = data.product.sku;
      if (value.available) remember(value);
    }
    const result = pickOption(
      product,
      prepareProduct(data.product),
      selection.configuration,
      {
        attribute_code: code,
        id: value.id,
        label: value.label,
      },
      { config: shopConfig.variants },
    );
    if (result.status === "no-match" || !result.childSku) {
      if (result.status === "no-match") notifier.spawn(result.notification);
      return;
    }
    // behaviour.md §5.8: the chosen child goes to the route, replacing the history entry.
    navigate(props.childHref(result.childSku), { replace: true, preventScrollReset: true });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per product when my size is known
  useEffect(() => {
    if (!mySize || sizeConsidered.current === data.product.sku) return;
    sizeConsidered.current = data.product.sku;
    if (preselect) onPick("size", preselect, false);
  }, [mySize, data.product.sku]);

  const stockText =
    selection.stock === "ok" &&
    selection.qty !== null &&
    selection.qty > 0 &&
    selection.qty <= shopConfig.lastItemsQty
      ? pl.product.lastItems(selection.qty)
      : pl.product.stock[selection.stock];
  const href = props.childSku ? props.childHref(props.childSku) : data.canonical;
  const jsonLd = productJsonLd(product, {
    origin: props.origin,
    href: data.canonical,
    price: selection.price,
    childHref: props.childHref,
  });

  return (
    <article
      className="product"
      data-sku={data.product.sku}
      data-child-sku={selection.childSku ?? ""}
      data-price-current={
        (current as { price_is_current?: boolean }).price_is_current === true ? "true" : undefined
      }
    >
      <Breadcrumbs trail={data.breadcrumbs} />
      <div className="product__layout">
        <Gallery
          items={galleryItems(data.product as ProductDoc & Record<string, unknown>, name)}
          name={name}
          startImage={String(product.image ?? "")}
        />
        <div className="product__info">
          {data.product.flags && data.product.flags.length > 0 ? (
            <ul className="product__flags" aria-label="Wyróżnienia">
              {data.product.flags.map((flag) => (
                <li key={flag.id} className={`flag flag--${flag.id}`}>
                  {flag.name}
                </li>
              ))}
            </ul>
          ) : null}
          <h1 tabIndex={-1} className="page-title product__name">
            {name}
          </h1>
          <Price
            price={shownPrice}
            originalPrice={selection.originalPrice}
            lowestPrice={selection.lowestPrice}
            size="page"
          />
          {options.length > 0 ? (
            <VariantPicker options={options} swatches={props.swatches} onPick={onPick} />
          ) : null}
          {customOptions.length > 0 ? (
            <CustomOptionsPicker
              options={customOptions}
              choices={choices}
              onChange={setChoices}
              grossOf={(optionId, valueId) =>
                customOptionsDelta({ ...product, options: customOptions }, [
                  { option_id: optionId, option_value: valueId },
                ]).price_incl_tax
              }
            />
          ) : null}
          {selection.error ? (
            <p className="product__error" role="alert">
              {translate(selection.error)}
            </p>
          ) : null}
          <p className={`stock stock--${selection.stock}`}>{stockText}</p>
          {data.linked.length > 0 ? (
            <section className="product__contents" aria-labelledby="contents-title">
              <h2 id="contents-title">
                {data.product.type_id === "bundle" ? pl.product.bundleContents : pl.product.groupedContents}
              </h2>
              <ul>
                {data.linked.map((item) => (
                  <li key={item.sku}>
                    {item.href ? <a href={item.href}>{item.name}</a> : item.name} — {item.qty}{" "}
                    {pl.product.quantity}, {formatPrice(item.price)}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {data.product.type_id === "downloadable" || data.product.type_id === "virtual" ? (
            <p className="product__note">{pl.product.digital}</p>
          ) : null}
          <ProductCartActions
            product={product as ProductDoc & Record<string, unknown>}
            parent={data.product as ProductDoc & Record<string, unknown>}
            sku={selection.childSku ?? data.product.sku}
            canAdd={selection.error === null && selection.price >= 0 && selection.stock !== "out_of_stock"}
            reason={selection.stock === "out_of_stock" ? pl.product.soldOutReason : undefined}
            noScript={
              <NoScriptAddOptions
                variants={noScriptVariants(data.product)}
                chosenSku={selection.childSku}
                needsScript={
                  data.product.type_id === "grouped" || data.product.type_id === "bundle"
                    ? pl.product.noScript.set
                    : customOptions.length > 0
                      ? pl.product.noScript.customOptions
                      : null
                }
              />
            }
            href={data.canonical}
            outOfStock={selection.stock === "out_of_stock"}
            customOptions={customSelections}
          />
          <DeliveryInfo />
          {data.sizeTable ? <SizeTable table={data.sizeTable} /> : null}
          <dl className="product__details">
            <dt>{pl.product.sku}</dt>
            <dd>{selection.childSku ?? data.product.sku}</dd>
            {product.brand_name ? (
              <>
                <dt>{pl.product.brand}</dt>
                <dd>{String(product.brand_name)}</dd>
              </>
            ) : null}
            {data.materialLabel ? (
              <>
                <dt>{pl.product.material}</dt>
                <dd>{data.materialLabel}</dd>
              </>
            ) : null}
          </dl>
        </div>
      </div>
      {data.descriptionHtml ? (
        <section className="product__description" aria-labelledby="description-title">
          <h2 id="description-title">{pl.product.description}</h2>
          <RichText className="rich-text" html={data.descriptionHtml} />
        </section>
      ) : null}
      <Reviews reviews={data.reviews} />
      <ReviewFormSlot productId={typeof data.product.id === "number" ? data.product.id : undefined} />
      <RecentlyViewed currentSku={data.product.sku} />
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, escaped by jsonLdText
        dangerouslySetInnerHTML={{
          __html: jsonLdText([jsonLd, breadcrumbJsonLd(data.breadcrumbs, props.origin, href)]),
        }}
      />
    </article>
  );
}
