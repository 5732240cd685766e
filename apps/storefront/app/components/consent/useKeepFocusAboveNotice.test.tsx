import { render } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { useKeepFocusAboveNotice } from "./useKeepFocusAboveNotice";

function Notice(props: { readonly open: boolean }) {
  const ref = useRef<HTMLElement>(null);
  useKeepFocusAboveNotice(ref, props.open);
  return <section ref={ref}>Pliki cookie</section>;
}

const root = () => document.documentElement.style;
const body = () => document.body.style;

describe("useKeepFocusAboveNotice", () => {
  beforeAll(() => {
    // jsdom has no ResizeObserver; the notice's size does not change here
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });
  afterEach(() => {
    document.documentElement.removeAttribute("style");
    document.body.removeAttribute("style");
  });

  it("gives the page room under it: the notice's space as the page's scroll padding and end padding", () => {
    // jsdom: a window 768 px high, the notice's top at 0 → 768 px covered, plus the 8 px gap
    render(<Notice open />);
    expect(root().scrollPaddingBottom).toBe("776px");
    expect(body().paddingBottom).toBe("776px");
  });

  it("sets no custom property on <html>: every element inherits one, so the whole page's style was computed again", () => {
    render(<Notice open />);
    expect(root().getPropertyValue("--consent-notice-space")).toBe("");
    expect(root().length).toBe(1);
  });

  it("takes the room back once the notice closes, and gives none while it is closed", () => {
    const { rerender } = render(<Notice open />);
    rerender(<Notice open={false} />);
    expect(root().scrollPaddingBottom).toBe("");
    expect(body().paddingBottom).toBe("");
    render(<Notice open={false} />);
    expect(root().scrollPaddingBottom).toBe("");
  });
});
