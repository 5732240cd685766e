import type { Random } from "./createRandom.js";
import type { ProductSink } from "./productSink.js";
import { DAY_MS, formatDateTime } from "./seedTypes.js";

const REVIEW_TEXTS: readonly [string, string, number][] = [
  ["Świetna jakość", "Materiał bardzo dobry, rozmiar zgodny z tabelą.", 5],
  ["Polecam", "Szybka dostawa, produkt jak na zdjęciu.", 5],
  ["W porządku", "Kolor trochę ciemniejszy niż na zdjęciu, ale jestem zadowolona.", 4],
  ["Dobry zakup", "Za tę cenę naprawdę warto.", 4],
  ["Rozmiar mniejszy", "Warto wziąć rozmiar większy niż zwykle.", 3],
  ["Nie dla mnie", "Materiał się gniecie, zwróciłam.", 2],
];
const NICKNAMES: readonly string[] = [
  "Anna",
  "Kasia z Gdańska",
  "Marek",
  "Ola",
  "Piotr W.",
  "Magda",
  "Tomek",
  "Ewa K.",
];

/**
 * Adds one to five reviews to each listed product and twelve shop reviews, mostly approved (status 1),
 * some pending (2) or rejected (3); three in four are verified purchases (tied to an order).
 *
 * @example
 * addReviews(sink, random, now, [{ id: 1, sku: "SUK-0001" }]);
 */
export function addReviews(
  sink: ProductSink,
  random: Random,
  now: number,
  products: { id: number; sku: string }[],
): void {
  let reviewId = 1;
  const push = (productId: number | null, sku: string | null): void => {
    const [title, detail, rating] = random.pick(REVIEW_TEXTS);
    const statusRoll = random.next();
    const reviewStatus = statusRoll < 0.85 ? 1 : statusRoll < 0.95 ? 2 : 3;
    const id = reviewId++;
    sink.documents.push({
      entity_type: "review",
      id,
      doc_key: sku,
      url_path: null,
      is_active: reviewStatus === 1,
      body: {
        id,
        product_id: productId,
        review_entity: productId === null ? "shop" : "product",
        title,
        detail,
        nickname: random.pick(NICKNAMES),
        rating,
        review_status: reviewStatus,
        // the demo's reviews stand for ones written from an order's review link, three in four (derived
        // from the id, so the seed's random sequence is unchanged); the product page marks them (issue 27)
        verified_purchase: id % 4 !== 0,
        created_at: formatDateTime(new Date(now - random.int(1, 300) * DAY_MS)),
        store_id: 1,
        _sku: sku,
        _customer_id: null,
        _email: `klient${id}@example.pl`,
      },
    });
  };
  for (const product of products) {
    const count = random.int(1, 5);
    for (let i = 0; i < count; i++) push(product.id, product.sku);
  }
  for (let i = 0; i < 12; i++) push(null, null);
}
