import { describe, expect, it } from "vitest";
import { navigationSchema } from "../schemas/navigation-schema";
import { resolveMenus } from "./menus";

const schema = navigationSchema(new Set(["/", "/privacy", "/services/coaching", "/services/tax"]));
const MENUS = schema.parse({
  header: [{ label: "Home", href: "/" }],
  services: { heading: "Services", links: [{ page: "coaching" }, { page: "tax", label: "Tax help" }] },
  explore: { heading: "Explore", links: [{ label: "Home", href: "/" }] },
  legal: { heading: "Legal", links: [{ label: "Privacy", href: "/privacy" }] },
});

describe("the menus as the header and footer render them", () => {
  it("open each service page, showing its own name unless the file gives a label", () => {
    const names = new Map([
      ["coaching", "Business Coaching"],
      ["tax", "Tax Planning"],
    ]);
    const [services, explore, legal] = resolveMenus(MENUS, names).footer;
    expect(services).toEqual({
      heading: "Services",
      links: [
        { label: "Business Coaching", href: "/services/coaching" },
        { label: "Tax help", href: "/services/tax" },
      ],
    });
    expect(explore).toEqual(MENUS.explore);
    expect(legal).toEqual(MENUS.legal);
  });
});
