import { useRouteLoaderData } from "react-router";
import type { CmsBlocksView } from "../../lib/catalogViews";

const NO_BLOCKS: CmsBlocksView = { headerPromo: "", deliveryInfo: "" };

/**
 * The shop-wide CMS blocks the root loader preloads for every page (sanitised HTML, '' when absent).
 *
 * @example
 * const { deliveryInfo } = useCmsBlocks();
 */
export function useCmsBlocks(): CmsBlocksView {
  const root = useRouteLoaderData("root") as { blocks?: CmsBlocksView } | undefined;
  return root?.blocks ?? NO_BLOCKS;
}
