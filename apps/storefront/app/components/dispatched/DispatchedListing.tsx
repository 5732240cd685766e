import type { CategoryPageData, TagPageData } from "../../lib/catalogViews";
import { ListingPage } from "../listing/ListingPage";
import type { DispatchedViewProps } from "./dispatchedViewProps";

/**
 * A category reached by its `url_path`, or a tag (flag) listing: the URL dispatcher's listing view, in its
 * own chunk so a product page never loads it.
 */
export function DispatchedListing({ data }: DispatchedViewProps<CategoryPageData | TagPageData>) {
  return data.kind === "category" ? (
    <ListingPage
      title={data.category.name}
      listing={data.listing}
      breadcrumbs={data.breadcrumbs}
      descriptionHtml={data.category.description}
    />
  ) : (
    <ListingPage
      title={data.tag.name}
      listing={data.listing}
      breadcrumbs={data.breadcrumbs}
      scrollHandling={false}
    />
  );
}
