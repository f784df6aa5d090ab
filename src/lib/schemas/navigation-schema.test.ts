import { describe, expect, it } from "vitest";
import { issueLines } from "./entry-fields";
import { MENU_LABEL_MAX, MENU_LINKS_MAX, navigationSchema, type Navigation } from "./navigation-schema";

// A frozen site: the pages these menus may link to, whatever the real content holds.
const ROUTES = new Set(["/", "/about", "/contact", "/privacy", "/services", "/services/coaching", "/services/tax"]);
const schema = navigationSchema(ROUTES);

const MENUS: Navigation = {
  header: [
    { label: "Home", href: "/" },
    { label: "Services", href: "/services" },
  ],
  services: { heading: "Services", links: [{ page: "coaching" }, { page: "tax", label: "Tax help" }] },
  explore: {
    heading: "Explore",
    links: [
      { label: "Home", href: "/" },
      { label: "All services", href: "/services" },
    ],
  },
  legal: { heading: "Legal", links: [{ label: "Privacy", href: "/privacy" }] },
};

/** The build's lines for `menus` ("field.path: message"), none when it is accepted. */
const problems = (menus: unknown) => {
  const parsed = schema.safeParse(menus);
  return parsed.success ? [] : issueLines(parsed.error);
};

describe("the menus file", () => {
  it("accepts menus whose every link reaches a page", () => {
    expect(problems(MENUS)).toEqual([]);
  });

  it("names an address with no page, and one not written as an address", () => {
    const explore = { ...MENUS.explore, links: [...MENUS.explore.links, { label: "Gone", href: "/no-such-page" }] };
    expect(problems({ ...MENUS, explore })).toEqual([
      "explore.links.2.href: no page at /no-such-page: link to a page the site has",
    ]);
    const legal = { ...MENUS.legal, links: [{ label: "Privacy", href: "/privacy/" }] };
    expect(problems({ ...MENUS, legal })[0]).toMatch(/^legal\.links\.0\.href: must be a page's address on this site/);
  });

  it("names a service page that does not exist", () => {
    const services = { ...MENUS.services, links: [{ page: "coaching" }, { page: "renamed-page" }] };
    expect(problems({ ...MENUS, services })).toEqual(['services.links.1.page: no service page "renamed-page"']);
  });

  it("refuses the same page twice in one menu, naming the first", () => {
    const header = [...MENUS.header, { label: "Start", href: "/" }];
    expect(problems({ ...MENUS, header })).toEqual(["header.2: links to / is already entry 1"]);
    const services = { ...MENUS.services, links: [{ page: "tax" }, { page: "tax" }] };
    expect(problems({ ...MENUS, services })).toContain("services.links.1: the service page tax is already entry 1");
  });

  it("refuses an empty menu, too many links, and a label too long for its place", () => {
    expect(problems({ ...MENUS, legal: { heading: "Legal", links: [] } })[0]).toMatch(/^legal\.links:/);
    const many = Array.from({ length: MENU_LINKS_MAX.header + 1 }, (_, index) => ({ label: `L${index}`, href: "/" }));
    expect(problems({ ...MENUS, header: many }).some((line) => /^header: /.test(line))).toBe(true);
    const header = [{ label: "x".repeat(MENU_LABEL_MAX.header + 1), href: "/" }, MENUS.header[1]];
    expect(problems({ ...MENUS, header })).toEqual([
      `header.0.label: String must contain at most ${MENU_LABEL_MAX.header} character(s)`,
    ]);
  });

  it("names a header link that no footer column repeats", () => {
    const header = [...MENUS.header, { label: "Contact", href: "/contact" }];
    expect(problems({ ...MENUS, header })).toEqual([
      "header.2.href: /contact is in the header but in no footer column: the footer repeats every header link",
    ]);
  });
});
