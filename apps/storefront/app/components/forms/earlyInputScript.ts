/** The window property the head's script keeps the fields a shopper changed in (a `WeakSet` of elements). */
export const EARLY_INPUT_KEY = "__outletChangedFields";

/**
 * The head's script that notes every field the shopper types into or ticks, from before the page's scripts
 * run (issue 29): `useKeepEarlyInput` (`Field.tsx`) replays only those, so a value the browser put back on
 * its own (a restored form, no input event) is never mistaken for the shopper's. A `WeakSet`: nothing is kept
 * for a field that left the page. Inline in `root.tsx`, hashed into the page's CSP.
 */
export const EARLY_INPUT_SCRIPT = `(function(){var s=window.${EARLY_INPUT_KEY}=new WeakSet();function m(e){e.target&&s.add(e.target)}addEventListener("input",m,true);addEventListener("change",m,true)})()`;
