import { FormattingError } from "./formattingError";

/**
 * `''` for a falsy value; otherwise `String(text)` with its first character upper-cased (behaviour §2.3).
 * Pure.
 *
 * @example
 * capitalize("łódź"); // "Łódź"
 */
export function capitalize(text: unknown): string {
  if (!text) return "";
  const s = toText(text);
  const first = s.codePointAt(0);
  if (first === undefined) return "";
  const firstChar = String.fromCodePoint(first);
  return firstChar.toUpperCase() + s.slice(firstChar.length);
}

// `String(x)` throws for objects whose `toString`/`valueOf` are not callable (e.g. `{ toString: [] }`)
// and for symbols inside templates; the text helpers promise never to throw, so such values read as ''.
function toText(value: unknown): string {
  try {
    return String(value);
  } catch {
    return "";
  }
}

// Named entities decoded without a DOM: HTML's basic set, Latin-1 punctuation and letters, and every
// Polish letter. Anything else is left as written.
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  shy: "\u00ad",
  copy: "©",
  reg: "®",
  trade: "™",
  deg: "°",
  plusmn: "±",
  times: "×",
  divide: "÷",
  micro: "µ",
  middot: "·",
  para: "¶",
  sect: "§",
  euro: "€",
  pound: "£",
  yen: "¥",
  cent: "¢",
  laquo: "«",
  raquo: "»",
  lsaquo: "‹",
  rsaquo: "›",
  ldquo: "“",
  rdquo: "”",
  bdquo: "„",
  lsquo: "‘",
  rsquo: "’",
  sbquo: "‚",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  bull: "•",
  prime: "′",
  Prime: "″",
  iexcl: "¡",
  iquest: "¿",
  frac12: "½",
  frac14: "¼",
  frac34: "¾",
  sup2: "²",
  sup3: "³",
  ordm: "º",
  ordf: "ª",
  szlig: "ß",
  auml: "ä",
  Auml: "Ä",
  ouml: "ö",
  Ouml: "Ö",
  uuml: "ü",
  Uuml: "Ü",
  eacute: "é",
  Eacute: "É",
  egrave: "è",
  Egrave: "È",
  ecirc: "ê",
  agrave: "à",
  Agrave: "À",
  aacute: "á",
  Aacute: "Á",
  acirc: "â",
  igrave: "ì",
  iacute: "í",
  ograve: "ò",
  uacute: "ú",
  ugrave: "ù",
  ccedil: "ç",
  Ccedil: "Ç",
  ntilde: "ñ",
  oacute: "ó",
  Oacute: "Ó",
  aogon: "ą",
  Aogon: "Ą",
  cacute: "ć",
  Cacute: "Ć",
  eogon: "ę",
  Eogon: "Ę",
  lstrok: "ł",
  Lstrok: "Ł",
  nacute: "ń",
  Nacute: "Ń",
  sacute: "ś",
  Sacute: "Ś",
  zacute: "ź",
  Zacute: "Ź",
  zdot: "ż",
  Zdot: "Ż",
};

const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));/g;

function fromCodePoint(code: number, original: string): string {
  return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
    ? String.fromCodePoint(code)
    : original;
}

/**
 * Decodes HTML entities in one pass (`&amp;lt;` becomes `&lt;`, not `<`): decimal and hex references and
 * the named entities of HTML's basic set, Latin-1 and the Polish letters. `''` for a falsy value
 * (behaviour §2.3). Pure; no DOM.
 *
 * @example
 * htmlDecode("Sukienka &quot;Lato&quot; &ndash; 50&#37; taniej"); // 'Sukienka "Lato" – 50% taniej'
 */
export function htmlDecode(value: unknown): string {
  if (!value) return "";
  return toText(value).replace(
    ENTITY,
    (match, dec: string | undefined, hex: string | undefined, name?: string) => {
      if (dec !== undefined) return fromCodePoint(Number.parseInt(dec, 10), match);
      if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16), match);
      return (
        (name !== undefined && Object.hasOwn(NAMED_ENTITIES, name) ? NAMED_ENTITIES[name] : undefined) ??
        match
      );
    },
  );
}

/**
 * `''` for a falsy value; otherwise the text with every `<…>` tag removed, trimmed (behaviour §2.3).
 * Entities are not decoded (use {@link htmlDecode}). Pure.
 *
 * @example
 * stripHTML("  <p>Len <b>100%</b></p> "); // "Len 100%"
 */
export function stripHTML(html: unknown): string {
  if (!html) return "";
  return toText(html)
    .replace(/<[^>]*>/g, "")
    .trim();
}

/**
 * The truthy values of a messages map in key order, joined with `', '` (behaviour §2.3), for example a
 * product's `errors`. Pure; `''` for a missing map.
 *
 * @example
 * formatProductMessages({ variants: "No available product variants", qty: "", stock: "Brak" }); // "No available product variants, Brak"
 */
export function formatProductMessages(
  messages: Readonly<Record<string, unknown>> | null | undefined,
): string {
  if (messages == null || typeof messages !== "object") return "";
  return Object.values(messages)
    .filter((value) => Boolean(value))
    .map(toText)
    .filter((text) => text !== "")
    .join(", ");
}

// behaviour §2.3 slugify step 1: ł does not decompose under NFD, so the Polish letters are mapped first.
const POLISH_LETTERS: Readonly<Record<string, string>> = {
  ą: "a",
  ć: "c",
  ę: "e",
  ł: "l",
  ń: "n",
  ó: "o",
  ś: "s",
  ź: "z",
  ż: "z",
  Ą: "A",
  Ć: "C",
  Ę: "E",
  Ł: "L",
  Ń: "N",
  Ó: "O",
  Ś: "S",
  Ź: "Z",
  Ż: "Z",
};

/**
 * The Polish letters with diacritics replaced by their base letters (ą→a, ć→c, ę→e, ł→l, ń→n, ó→o, ś→s,
 * ź/ż→z, upper case alike); everything else untouched. `ł` has no Unicode decomposition, so this comes
 * before any NFD/NFKD mark stripping (the slug, the API's search terms). Pure.
 *
 * @example
 * foldPolishLetters("Żółta łąka"); // "Zolta laka"
 */
export function foldPolishLetters(text: string): string {
  return text.replace(/[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/g, (ch) => POLISH_LETTERS[ch] ?? ch);
}

/**
 * A URL slug (behaviour §2.3), in this order: strip accents (Polish letters mapped explicitly), lower-case,
 * whitespace runs → `-`, `&` → `-and-`, drop everything outside `[A-Za-z0-9_-]`, collapse `--+` to `-`.
 * Leading and trailing dashes are kept. Pure.
 *
 * @throws {FormattingError} `slugify-non-string` (a `TypeError`) when `text` is not a string.
 * @example
 * slugify("Żółta sukienka & pasek"); // "zolta-sukienka-and-pasek"
 */
export function slugify(text: string): string {
  if (typeof text !== "string") throw new FormattingError({ reason: "slugify-non-string", value: text });
  return foldPolishLetters(text)
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, "-")
    .replace(/&/g, "-and-")
    .replace(/[^A-Za-z0-9_-]/g, "")
    .replace(/--+/g, "-");
}
