import type { Client } from "@outlet/transport";
import { describe, expect, it } from "vitest";
import type { ShopData } from "../lib/catalogViews";
import { createShopDataCache, footerContact } from "./shopData.server";

const api = {} as Client;
const dataNamed = (name: string): ShopData => ({
  categories: [],
  tags: [],
  attributes: {},
  attributeMetadata: [],
  menu: [{ id: 1, label: name, url: "/", flag: false, children: [] }],
  contact: {},
});

function loader(...answers: (ShopData | Error)[]) {
  let calls = 0;
  const load = async () => {
    const answer = answers[Math.min(calls++, answers.length - 1)];
    if (answer instanceof Error) throw answer;
    return answer as ShopData;
  };
  return { load, calls: () => calls };
}

describe("createShopDataCache", () => {
  it("serves one load for the whole minute on the injected clock, then loads again", async () => {
    let now = 1_000;
    const source = loader(dataNamed("first"), dataNamed("second"));
    const cache = createShopDataCache({ now: () => now, load: source.load });
    expect((await cache.get(api)).menu[0]?.label).toBe("first");
    now += 59_999;
    expect((await cache.get(api)).menu[0]?.label).toBe("first");
    expect(source.calls()).toBe(1);
    now += 1;
    expect((await cache.get(api)).menu[0]?.label).toBe("second");
    expect(source.calls()).toBe(2);
  });

  it("does not keep a failed load: the next request loads again", async () => {
    const source = loader(new Error("API down"), dataNamed("back"));
    const cache = createShopDataCache({ now: () => 0, load: source.load });
    await expect(cache.get(api)).rejects.toThrow("API down");
    expect((await cache.get(api)).menu[0]?.label).toBe("back");
  });

  it("loads again at once when the output cache's invalidation epoch moved past the load's", async () => {
    const source = loader(dataNamed("first"), dataNamed("second"), dataNamed("third"));
    const cache = createShopDataCache({ now: () => 0, load: source.load });
    expect((await cache.get(api, 3)).menu[0]?.label).toBe("first");
    // the same epoch, an older one (a render that began before) and no epoch (a shopper page) share it
    expect((await cache.get(api, 3)).menu[0]?.label).toBe("first");
    expect((await cache.get(api, 2)).menu[0]?.label).toBe("first");
    expect((await cache.get(api)).menu[0]?.label).toBe("first");
    expect(source.calls()).toBe(1);
    // an invalidation was announced: the next render sees the new categories
    expect((await cache.get(api, 4)).menu[0]?.label).toBe("second");
    expect((await cache.get(api, 4)).menu[0]?.label).toBe("second");
    expect(source.calls()).toBe(2);
  });
});

describe("footerContact", () => {
  it("shows the settings' company e-mail and phone, keeping the site configuration's hours", () => {
    expect(
      footerContact(
        { email: "sklep@outlet.example", phone: "+48 58 123 45 67", hours: "pn–pt 9:00–17:00" },
        { email: "kontakt@outlet.local", phone: "+48 58 000 00 00" },
      ),
    ).toEqual({ email: "kontakt@outlet.local", phone: "+48 58 000 00 00", hours: "pn–pt 9:00–17:00" });
  });

  it("keeps the site configuration's contact while the settings are not known", () => {
    expect(footerContact({ email: "sklep@outlet.example" }, null)).toEqual({ email: "sklep@outlet.example" });
  });
});
