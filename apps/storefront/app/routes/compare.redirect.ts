import { redirect } from "react-router";

/** `/compare` → `/porownanie` (301): the shop's URLs are Polish, the English one is kept for old links. */
export function loader() {
  return redirect("/porownanie", 301);
}
