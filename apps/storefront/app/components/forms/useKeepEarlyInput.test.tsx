import { act, useRef, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { EARLY_INPUT_KEY } from "./earlyInputScript";
import { useKeepEarlyInput } from "./Field";

/** A controlled form as the shop draws one: its state shown under it, so a test reads what the component knows. */
function Form(props: { readonly initialEmail: string }) {
  const [email, setEmail] = useState(props.initialEmail);
  const [city, setCity] = useState("");
  const [terms, setTerms] = useState(false);
  const ref = useRef<HTMLFormElement | null>(null);
  useKeepEarlyInput(ref);
  return (
    <form ref={ref}>
      <input aria-label="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <input aria-label="city" value={city} onChange={(event) => setCity(event.target.value)} />
      <input
        aria-label="terms"
        type="checkbox"
        checked={terms}
        onChange={(event) => setTerms(event.target.checked)}
      />
      <output>{`${email}|${city}|${terms}`}</output>
    </form>
  );
}

const touched = () => {
  const set = new WeakSet<EventTarget>();
  (window as unknown as Record<string, unknown>)[EARLY_INPUT_KEY] = set;
  return set;
};
const field = (label: string) => document.querySelector(`[aria-label="${label}"]`) as HTMLInputElement;

afterEach(() => {
  document.body.innerHTML = "";
  delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_KEY];
});

describe("useKeepEarlyInput", () => {
  it("gives the component what the shopper typed and ticked before hydration", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Form initialEmail="" />);
    document.body.append(container);
    const seen = touched();
    field("email").value = "anna@example.pl";
    field("city").value = "Gdańsk";
    field("terms").checked = true;
    for (const label of ["email", "city", "terms"]) seen.add(field(label));

    await act(async () => {
      hydrateRoot(container, <Form initialEmail="" />);
    });

    expect(container.querySelector("output")?.textContent).toBe("anna@example.pl|Gdańsk|true");
    expect(field("email").value).toBe("anna@example.pl");
    expect(field("terms").checked).toBe(true);
  });

  it("leaves a field no input reached to the component, even when its value is not the page's", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Form initialEmail="zapisany@example.pl" />);
    document.body.append(container);
    touched();
    // a value the browser put back on its own (a restored form: no input event), and the component knows better
    field("email").value = "stary@example.pl";
    await act(async () => {
      hydrateRoot(container, <Form initialEmail="zapisany@example.pl" />);
    });

    expect(container.querySelector("output")?.textContent).toBe("zapisany@example.pl||false");
  });
});
