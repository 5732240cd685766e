import { productWithdrawalNotice } from "@outlet/after-sales";
import { galleryForVariant } from "@outlet/variant-selection";
import { useMemo } from "react";
import { pl, translate } from "../../i18n/pl";
import type { ProductPageData } from "../../lib/catalogViews";
import { breadcrumbJsonLd, jsonLdText, productJsonLd } from "../../lib/jsonLd";
import { noScriptVariants } from "../../lib/noScriptVariants";
import { type ProductDoc, selectionFor } from "../../lib/productView";
import { usePriceRefresh } from "../../state/prices/usePriceRefresh";
import { useStockSync } from "../../state/stock/useStockSync";
import { ProductCartActions } from "../cart/ProductCartActions";
import { HydrateLater } from "../HydrateLater";
import { Breadcrumbs } from "../layout/Breadcrumbs";
import { Price } from "../Price";
import { RichText } from "../RichText";
import { CustomOptionsPicker, customTextInputId } from "./CustomOptionsPicker";
import { DeliveryInfo } from "./DeliveryInfo";
import { Gallery, type GalleryItem } from "./Gallery";
import { NoScriptAddOptions } from "./NoScriptAddOptions";
import { ProductContents, ProductFacts, ProductFlags, stockLabel } from "./ProductInfoParts";
import { ProductInformation } from "./ProductInformation";
import { RecentlyViewed } from "./RecentlyViewed";
import { ReviewFormSlot } from "./ReviewFormSlot";
import { Reviews } from "./Reviews";
import { SizeTable } from "./SizeTable";
import { useCustomOptions } from "./useCustomOptions";
import { useRememberViewed } from "./useRememberViewed";
import { useVariantPick } from "./useVariantPick";
import { type VariantOptionView, VariantPicker } from "./VariantPicker";

type MediaEntry = {
  image?: string;
  lab?: string;
  typ?: string;
  vid?: { url?: string; title?: string; captions?: string };
};

/** The gallery of the chosen colour (and the shared entries); `colour` is the chosen colour's option id. */
function galleryItems(
  product: ProductDoc & Record<string, unknown>,
  name: string,
  colour: string | undefined,
): GalleryItem[] {
  const media = galleryForVariant(
    (product.media_gallery ?? []) as MediaEntry[],
    product.configurable_children ?? [],
    colour,
  );
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
  const pageProducts = useMemo(() => [data.product], [data.product]);
  // The current prices (render-list) replace the rendered ones once the shopper code has started.
  // The current stock (stock list) then marks variants sold out since the render (catalogue.md §7).
  const current = useStockSync(usePriceRefresh(pageProducts)[0] ?? data.product);
  const selection = useMemo(
    () => selectionFor(current, props.childSku, { bundlePriceInclTax: data.bundlePriceInclTax }),
    [current, props.childSku, data.bundlePriceInclTax],
  );
  const product = selection.product;
  const colour = selection.configuration.color?.id;
  const name = data.product.name ?? data.product.sku;
  const { customOptions, choices, setChoices, customSelections, shownPrice, grossOf, textErrors } =
    useCustomOptions(data.product, selection);
  const options: VariantOptionView[] = (data.product.configurable_options ?? [])
    .map((option) => ({
      code: String(option.attribute_code ?? ""),
      label: String(option.label ?? option.attribute_code ?? ""),
      values: selection.options[String(option.attribute_code ?? "")] ?? [],
    }))
    .filter((option) => option.values.length > 0);

  const { childHref } = props;
  const onPick = useVariantPick({ parent: data.product, selection, childSku: props.childSku, childHref });
  // the colour the shopper is looking at: its page and its photo (issue 32: a dress viewed in red was
  // remembered, compared and wished for with the parent's brown photo)
  const href = props.childSku ? props.childHref(props.childSku) : data.canonical;
  const shownImage = String(product.image || data.product.image || "");
  useRememberViewed({ sku: data.product.sku, name, href, image: shownImage, price: selection.price });

  const stockText = stockLabel(selection);
  // art. 38 pkt 5: a sealed hygiene product says, before it is bought, when the withdrawal right ends
  const sealNotice = productWithdrawalNotice({
    no_withdrawal_after_unseal: (data.product as Record<string, unknown>).no_withdrawal_after_unseal,
  });
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
          key={colour ?? ""}
          items={galleryItems(data.product as ProductDoc & Record<string, unknown>, name, colour)}
          name={name}
          startImage={String(product.image ?? "")}
        />
        <div className="product__info">
          <ProductFlags flags={data.product.flags} />
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
              grossOf={grossOf}
              errors={textErrors}
            />
          ) : null}
          {selection.error ? (
            <p className="product__error" role="alert">
              {translate(selection.error)}
            </p>
          ) : null}
          <p className={`stock stock--${selection.stock}`}>{stockText}</p>
          <ProductContents data={data} />
          {data.product.type_id === "downloadable" ? (
            <p className="product__note" data-testid="digital-content-note">
              {pl.product.downloadable}
            </p>
          ) : data.product.type_id === "virtual" ? (
            <p className="product__note">{pl.product.digital}</p>
          ) : null}
          {sealNotice ? (
            <p className="product__note" data-testid="seal-withdrawal-note">
              {sealNotice}
            </p>
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
            href={selection.childSku ? props.childHref(selection.childSku) : data.canonical}
            shown={{ href, image: shownImage }}
            outOfStock={selection.stock === "out_of_stock"}
            customOptions={customSelections}
            linePrice={shownPrice}
            beforeAdd={() => {
              // issue 32: a text that cannot be engraved is never added; its error is at its field
              const invalid = Object.keys(textErrors)[0];
              if (invalid === undefined) return true;
              document.getElementById(customTextInputId(invalid))?.focus();
              return false;
            }}
          />
          {/* a PDF is neither shipped nor returnable once delivered: the shop's delivery and 30-day return
              note is not its promise (issue 27) */}
          {data.product.type_id === "downloadable" ? null : <DeliveryInfo />}
          {data.sizeTable ? <SizeTable table={data.sizeTable} /> : null}
          <ProductFacts
            sku={selection.childSku ?? data.product.sku}
            brand={product.brand_name ? String(product.brand_name) : null}
            material={data.materialLabel}
          />
        </div>
      </div>
      {/* issue 29: the sections below the product's first screen are hydrated in a pass of their own */}
      <HydrateLater>
        {data.descriptionHtml ? (
          <section className="product__description" aria-labelledby="description-title">
            <h2 id="description-title">{pl.product.description}</h2>
            <RichText className="rich-text" html={data.descriptionHtml} />
          </section>
        ) : null}
        <ProductInformation
          entries={
            data.product.type_id === "bundle" || data.product.type_id === "grouped"
              ? data.linked
              : [
                  {
                    sku: data.product.sku ?? "",
                    name: data.product.name ?? "",
                    information: data.information,
                  },
                ]
          }
        />
        <Reviews reviews={data.reviews} />
      </HydrateLater>
      {/* the shopper's own (nothing on the server): rendered with the shopper's state, not hydrated */}
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
