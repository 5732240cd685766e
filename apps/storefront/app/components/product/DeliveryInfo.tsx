import { useCmsBlocks } from "../content/useCmsBlocks";
import { RichText } from "../RichText";

/** The delivery and returns note beside the add-to-cart button, from the CMS block `product-delivery-info`. */
export function DeliveryInfo() {
  const { deliveryInfo } = useCmsBlocks();
  if (!deliveryInfo) return null;
  return (
    <aside className="product__delivery" aria-label="Dostawa i zwroty">
      <RichText className="product__delivery-text" html={deliveryInfo} />
    </aside>
  );
}
