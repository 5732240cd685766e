import { describe, expect, it, vi } from "vitest";
import { routeShopLinkClick } from "./delegatedNavigation";

function linkClick(attributes: Record<string, string>, event: Partial<MouseEvent> = {}) {
  const link = document.createElement("a");
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  const inner = document.createElement("span");
  link.append(inner);
  const preventDefault = vi.fn();
  return {
    event: {
      defaultPrevented: false,
      button: 0,
      metaKey: false,
      altKey: false,
      ctrlKey: false,
      shiftKey: false,
      target: inner,
      preventDefault,
      ...event,
    },
    preventDefault,
  };
}

// the links resolve against the test document's address, as a page's do against the page's
const origin = window.location.origin;

describe("routeShopLinkClick", () => {
  it("routes a plain click on a shop link through the router, keeping the query and the hash", () => {
    const navigate = vi.fn();
    const { event, preventDefault } = linkClick({
      href: "/koszula-w-krate-47?childSku=KOS-1#opinie",
      "data-shop-link": "",
    });
    expect(routeShopLinkClick(event, { origin, navigate })).toBe(true);
    expect(preventDefault).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith("/koszula-w-krate-47?childSku=KOS-1#opinie", {
      preventScrollReset: false,
    });
  });

  it("keeps the scroll position when the link asks for it", () => {
    const navigate = vi.fn();
    const { event } = linkClick({ href: "/kobiety/sukienki?size=S", "data-shop-link": "keep-scroll" });
    routeShopLinkClick(event, { origin, navigate });
    expect(navigate).toHaveBeenCalledWith("/kobiety/sukienki?size=S", { preventScrollReset: true });
  });

  it("leaves to the browser a modified or secondary click, a handled one, another origin, a target and other links", () => {
    const cases = [
      linkClick({ href: "/a", "data-shop-link": "" }, { ctrlKey: true }),
      linkClick({ href: "/a", "data-shop-link": "" }, { metaKey: true }),
      linkClick({ href: "/a", "data-shop-link": "" }, { button: 1 }),
      linkClick({ href: "/a", "data-shop-link": "" }, { defaultPrevented: true }),
      linkClick({ href: "https://inny.example/a", "data-shop-link": "" }),
      linkClick({ href: "/a", "data-shop-link": "", target: "_blank" }),
      linkClick({ href: "/plik.pdf", "data-shop-link": "", download: "" }),
      linkClick({ href: "/a" }),
    ];
    const navigate = vi.fn();
    for (const { event, preventDefault } of cases) {
      expect(routeShopLinkClick(event, { origin, navigate })).toBe(false);
      expect(preventDefault).not.toHaveBeenCalled();
    }
    expect(navigate).not.toHaveBeenCalled();
  });
});
