import { describe, expect, it } from "vitest";
import { absoluteUrl, buildPageMeta, fullTitle } from "./page-meta";
import { breadcrumbList, organization, serializeJsonLd, service, withContext } from "./jsonld";
import { site } from "@/config/site";

const SITE = new URL("https://www.example.test");

describe("buildPageMeta", () => {
  it("builds title, canonical, Open Graph and Twitter data for a page", () => {
    const meta = buildPageMeta({ title: "About Us", description: "Who we are.", path: "/about/" }, SITE);
    expect(meta.title).toBe(`About Us | ${site.businessName}`);
    expect(meta.canonical).toBe("https://www.example.test/about");
    expect(meta.robots).toMatch(/^index/);
    expect(meta.openGraph["og:url"]).toBe(meta.canonical);
    expect(meta.openGraph["og:image"]).toBe(`https://www.example.test${site.defaultOgImage}`);
    expect(meta.openGraph["og:image:width"]).toBe("1200");
    expect(meta.twitter["twitter:card"]).toBe("summary_large_image");
    expect(meta.keywords).toBeUndefined();
  });

  it("gives X only the card type: its title, description and image come from the og: tags", () => {
    const meta = buildPageMeta({ title: "About Us", description: "Who we are.", path: "/about" }, SITE);
    expect(meta.twitter).toEqual({ "twitter:card": "summary_large_image" });
    for (const property of ["og:title", "og:description", "og:image", "og:image:alt"]) {
      expect(meta.openGraph[property]).toBeTruthy();
    }
  });

  it("marks noindex pages and joins keywords", () => {
    const meta = buildPageMeta(
      { title: "Thanks", description: "Thank you.", path: "/thank-you", noindex: true, keywords: ["a", "b"] },
      SITE,
    );
    expect(meta.robots).toBe("noindex, follow");
    expect(meta.keywords).toBe("a, b");
  });

  it("adds article dates for articles", () => {
    const meta = buildPageMeta(
      { title: "Guide", description: "d", path: "/blog/x", type: "article", publishedTime: "2025-01-06" },
      SITE,
    );
    expect(meta.openGraph["og:type"]).toBe("article");
    expect(meta.openGraph["article:published_time"]).toBe("2025-01-06");
  });

  it("does not repeat the business name already in a title", () => {
    expect(fullTitle(`${site.businessName}: Home`)).toBe(`${site.businessName}: Home`);
  });

  it("keeps the root URL's slash and strips others", () => {
    expect(absoluteUrl("/", SITE)).toBe("https://www.example.test/");
    expect(absoluteUrl("/blog/", SITE)).toBe("https://www.example.test/blog");
  });
});

describe("JSON-LD builders", () => {
  it("describes the organisation with address, phone, email and the UK as area served", () => {
    const org = organization(SITE);
    expect(org.telephone).toBe(site.phone.e164);
    expect(org.email).toBe(site.email);
    expect(org.address).toMatchObject({ "@type": "PostalAddress", addressLocality: "London", addressCountry: "GB" });
    expect(org.areaServed).toEqual({ "@type": "Country", name: "United Kingdom" });
  });

  it("numbers breadcrumbs from 1 with absolute URLs", () => {
    const list = breadcrumbList(
      [
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog" },
      ],
      SITE,
    );
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.example.test/" },
      { "@type": "ListItem", position: 2, name: "Blog", item: "https://www.example.test/blog" },
    ]);
  });

  it("makes a Service with the organisation as provider", () => {
    const node = service({ name: "Business Coaching", description: "d", path: "/services/business-coaching" }, SITE);
    expect(node["@type"]).toBe("Service");
    expect((node.provider as { name: string }).name).toBe(site.businessName);
    expect(node.areaServed).toEqual({ "@type": "Country", name: "United Kingdom" });
  });

  it("wraps nodes with the schema.org context and escapes < when serialising", () => {
    const block = withContext([{ "@type": "Thing", name: "</script><script>alert(1)</script>" }]);
    expect(block["@context"]).toBe("https://schema.org");
    const text = serializeJsonLd(block);
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text)).toEqual(block);
  });
});
