import { issue } from "../http/validation.js";
import type { LineProblem } from "./resolveProduct.js";

/**
 * A line issue (§1.3) from a resolution problem, with `max_qty` for `qty_unavailable`.
 *
 * @example
 * lineIssue("products.0", problem); // { path: "products.0", code: "out_of_stock", … }
 */
export function lineIssue(path: string, problem: LineProblem) {
  return issue(
    path,
    problem.code,
    problem.pl,
    problem.en,
    problem.maxQty === undefined ? {} : { max_qty: problem.maxQty },
  );
}
