import type { OrderView } from "@outlet/transport";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { OrderTransfer } from "./OrderTransfer";

const transfer = {
  account_number: "PL61 1090 1014 0000 0712 1981 2874",
  recipient: "Outlet sp. z o.o., ul. Długa 5, 80-827 Gdańsk",
  title: "Zamówienie 000000042",
  amount: 159.99,
};
const orderWith = (bank_transfer: unknown): OrderView =>
  ({ increment_id: "000000042", items: [], bank_transfer }) as unknown as OrderView;

describe("OrderTransfer", () => {
  it("says by when to pay and what happens after it, under the transfer details (s23)", () => {
    render(<OrderTransfer order={orderWith({ ...transfer, pay_by: "2026-12-08" })} />);
    expect(screen.getByTestId("transfer-deadline").textContent).toBe(
      "Zapłać do 8 grudnia 2026. Jeśli nie otrzymamy wpłaty do tego dnia, anulujemy zamówienie.",
    );
  });

  it("shows no deadline for an order placed before deadlines existed", () => {
    render(<OrderTransfer order={orderWith({ ...transfer, pay_by: null })} />);
    expect(screen.getByTestId("bank-transfer")).toBeTruthy();
    expect(screen.queryByTestId("transfer-deadline")).toBeNull();
  });
});
