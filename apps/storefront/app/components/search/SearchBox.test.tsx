import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { SearchBox } from "./SearchBox";

function Results() {
  const location = useLocation();
  return <p data-testid="results">{location.search}</p>;
}

const Stub = createRoutesStub([
  { path: "/", Component: () => <SearchBox /> },
  { path: "/szukaj", Component: Results },
  {
    path: "/szukaj/podpowiedzi",
    loader: () => ({
      items: [{ sku: "SUK-0193", name: "Sukienka lniana", href: "/sukienka-lniana-193", price: 129.99 }],
      total: 1,
      message: null,
    }),
  },
]);

/** Records whether each Escape keydown reached the window with its default (native clearing) prevented. */
const escapes: boolean[] = [];
const record = (event: KeyboardEvent) => {
  if (event.key === "Escape") escapes.push(event.defaultPrevented);
};

afterEach(() => {
  window.removeEventListener("keydown", record);
  escapes.length = 0;
});

describe("SearchBox", () => {
  it("closes the open suggestions on Escape without clearing the typed text, and Enter searches it", async () => {
    window.addEventListener("keydown", record);
    const user = userEvent.setup();
    render(<Stub initialEntries={["/"]} />);
    const input = screen.getByRole("combobox", { name: "Szukaj produktów" });
    await user.type(input, "sukienka");
    expect(await screen.findByRole("option", { name: /Sukienka lniana/ })).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-expanded", "true");

    await user.keyboard("{Escape}");
    // The browser's own clearing of a search input is the default action of this keydown.
    expect(escapes).toEqual([true]);
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).toHaveValue("sukienka");

    // With the list closed, a second Escape is the input's own (it may clear).
    await user.keyboard("{Escape}");
    expect(escapes).toEqual([true, false]);

    await user.keyboard("{Enter}");
    expect(await screen.findByTestId("results")).toHaveTextContent("?q=sukienka");
  });
});
