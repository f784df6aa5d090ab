import { getContainerRenderer } from "@astrojs/react";
import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { loadRenderers } from "astro:container";
import type { SSRManifest } from "astro";
import { describe, expect, it } from "vitest";
import Footer from "@/components/layout/Footer.astro";
import Header from "@/components/layout/Header.astro";
import HomeHero from "@/components/sections/HomeHero.astro";
import { site, type HeroVideo, type LegalIdentity } from "@/config/site";
import {
  aboutPage,
  faq as readFaq,
  homePage,
  menus as readMenus,
  readPageCopy,
  servicesPage,
  testimonials as readTestimonials,
} from "./copy-files";
import { organization } from "@/lib/seo/jsonld";
import { configuredSocialProfiles, heroVideoCaption, videoWatchUrl } from "@/lib/site/facts";
import { formatGbpRange } from "@/lib/ui/format";
import { articles, locations } from "./content-files";

const home = homePage();
const { about: homeAbout, packagesHeading: homePackagesHeading } = home;
const { packagesHeading } = servicesPage();
const { values } = aboutPage();
const faq = { items: readFaq() };
const testimonials = { items: readTestimonials() };
const menus = readMenus();
const { about } = await readPageCopy("footerCopy");

/** A container that knows the site's React renderer and its custom `client:intent` directive. */
async function siteContainer() {
  const renderers = await loadRenderers([getContainerRenderer()]);
  // Directive scripts only run in the browser; any script text will do for server rendering.
  const clientDirectives = new Map([
    ["intent", "(()=>{})"],
    ["idle", "(()=>{})"],
  ]);
  return AstroContainer.create({ renderers, manifest: { clientDirectives } as unknown as SSRManifest });
}

/** The hrefs of every link in an HTML string. */
function hrefs(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((match) => match[1]);
}

const film: HeroVideo = { embedUrl: "https://www.youtube-nocookie.com/embed/test-id", title: "Watch: a test film" };

describe("hero video", () => {
  it("claims a running time only when one is configured", () => {
    expect(heroVideoCaption(film)).toBeUndefined();
    expect(heroVideoCaption({ ...film, durationMinutes: 10 })).toBe("10-minute introduction");
    expect(heroVideoCaption({ ...film, durationMinutes: 0 })).toBeUndefined();
  });

  it("links a YouTube embed (either host) to its watch page, any other address to itself", () => {
    expect(videoWatchUrl("https://www.youtube-nocookie.com/embed/aqz-KE_bpKQ")).toBe(
      "https://www.youtube.com/watch?v=aqz-KE_bpKQ",
    );
    expect(videoWatchUrl("https://www.youtube.com/embed/abc123?start=5")).toBe(
      "https://www.youtube.com/watch?v=abc123",
    );
    expect(videoWatchUrl("https://player.example/embed/42")).toBe("https://player.example/embed/42");
  });

  it("the play control is a link to the film's watch page, so it plays without JavaScript; the dialog is empty until opened", async () => {
    const container = await siteContainer();
    const html = await container.renderToString(HomeHero, { props: { copy: home.hero, video: film } });
    const play = /<a\b[^>]*aria-haspopup="dialog"[^>]*>/.exec(html)?.[0] ?? "";
    expect(play).toContain('href="https://www.youtube.com/watch?v=test-id"');
    // The tap that wakes the island is held for it rather than followed to the host.
    expect(play).toContain("data-intent-hold");
    expect(html).toMatch(/<dialog\b[^>]*><\/dialog>/);
    expect(html).not.toContain("<iframe");
  });

  it("renders the configured title, no duration unless configured, and the YouTube cookie note", async () => {
    const container = await siteContainer();
    const html = await container.renderToString(HomeHero, { props: { copy: home.hero, video: film } });
    expect(html).toContain("Watch: a test film");
    expect(html).not.toMatch(/\d+-minute introduction/);
    expect(html).toMatch(/loads it from YouTube, which may set cookies/);
    expect(hrefs(html)).toContain("/cookies");

    const timed = await container.renderToString(HomeHero, {
      props: { copy: home.hero, video: { ...film, durationMinutes: 10 } },
    });
    expect(timed).toContain("10-minute introduction");
  });

  it("shows no play button and no cookie note when no video is configured", async () => {
    const container = await siteContainer();
    const html = await container.renderToString(HomeHero, { props: { copy: home.hero, video: undefined } });
    expect(html).not.toContain('aria-haspopup="dialog"');
    expect(html).not.toContain("YouTube");
    expect(html).toContain("Book Free Consultation");
  });
});

describe("header", () => {
  it("shows the menus file's header links in its order, marking the page the visitor is on", async () => {
    const container = await siteContainer();
    const current = menus.header.at(-1)!;
    const html = await container.renderToString(Header, {
      props: { links: menus.header },
      request: new Request(`http://127.0.0.1${current.href}`),
    });
    const menu = /<nav\b[^>]*id="mobile-menu"[\s\S]*?<\/ul>/.exec(html)?.[0] ?? "";
    expect(hrefs(menu)).toEqual(menus.header.map((link) => link.href));
    const words = [...menu.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/g)].map((anchor) => anchor[1]!.trim());
    expect(words).toEqual(menus.header.map((link) => link.label));
    expect(
      [...menu.matchAll(/<a\b[^>]*aria-current="page"[^>]*>/g)].map((a) => /href="([^"]*)"/.exec(a[0])![1]),
    ).toEqual([current.href]);
  });
});

describe("footer", () => {
  it("says the footer file's line about the firm, its claims filled", async () => {
    const container = await siteContainer();
    const html = await container.renderToString(Footer, { props: { columns: menus.footer, about } });
    expect(about).not.toMatch(/\{/);
    expect(html).toContain(about);
  });

  it("repeats every main link of the header, under the menus' headings", async () => {
    const container = await siteContainer();
    const html = await container.renderToString(Footer, { props: { columns: menus.footer, about } });
    const links = hrefs(html);
    for (const link of menus.header) expect(links, link.href).toContain(link.href);
    for (const column of menus.footer) expect(html).toContain(`aria-label="${column.heading}"`);
  });

  it("shows the legal identity it is given", async () => {
    const legal: LegalIdentity = {
      companyName: "Test Trading Co Ltd",
      companyNumber: "12345678",
      registeredIn: "Scotland",
      registeredOffice: "1 Test Street, Edinburgh EH1 1AA",
      vatNumber: "GB 123 4567 89",
    };
    const container = await siteContainer();
    const html = await container.renderToString(Footer, { props: { columns: menus.footer, about, legal } });
    for (const value of Object.values(legal)) expect(html).toContain(value);
    const withoutVat = await container.renderToString(Footer, {
      props: { columns: menus.footer, about, legal: { ...legal, vatNumber: undefined } },
    });
    expect(withoutVat).not.toContain("VAT number");
  });

  it("shows the configured legal identity by default", async () => {
    const container = await siteContainer();
    const html = await container.renderToString(Footer, { props: { columns: menus.footer, about } });
    expect(html).toContain(site.legal.companyName);
    expect(html).toContain(site.legal.companyNumber);
    expect(html).toContain(site.legal.registeredOffice);
  });

  it("links only social profiles that are configured", async () => {
    const container = await siteContainer();
    const none = await container.renderToString(Footer, { props: { columns: menus.footer, about, social: [] } });
    expect(none).not.toContain("Social profiles");
    expect(hrefs(none).some((href) => /linkedin|facebook|x\.com/.test(href))).toBe(false);

    const one = await container.renderToString(Footer, {
      props: {
        columns: menus.footer,
        about,
        social: [{ label: "LinkedIn", url: "https://www.linkedin.com/company/test-co" }],
      },
    });
    expect(hrefs(one)).toContain("https://www.linkedin.com/company/test-co");
    expect(hrefs(one).some((href) => /facebook|x\.com/.test(href))).toBe(false);
  });
});

describe("social profiles", () => {
  it("keep only entries with a label and an https URL", () => {
    expect(configuredSocialProfiles([])).toEqual([]);
    expect(
      configuredSocialProfiles([
        { label: "LinkedIn", url: "https://www.linkedin.com/company/test-co" },
        { label: "Facebook", url: "" },
        { label: "", url: "https://x.com/test" },
      ]),
    ).toEqual([{ label: "LinkedIn", url: "https://www.linkedin.com/company/test-co" }]);
  });

  it("are the organisation's sameAs exactly when configured", () => {
    const node = organization("https://example.com");
    const urls = configuredSocialProfiles(site.social).map((profile) => profile.url);
    if (urls.length === 0) expect(node).not.toHaveProperty("sameAs");
    else expect(node.sameAs).toEqual(urls);
  });
});

describe("how the business is paid", () => {
  it("is stated the same way on home, /services and /about, and nothing says there is no commission", () => {
    const everywhere = [
      homePackagesHeading.lead,
      packagesHeading.lead,
      ...homeAbout.paragraphs,
      ...faq.items.map((item) => item.answer),
      ...values.map((value) => value.text),
    ].join(" ");
    expect(everywhere).not.toMatch(/no commission/i);
    expect(homeAbout.paragraphs.join(" ")).toContain(site.payment.introductionFees);
    expect(faq.items.map((item) => item.answer).join(" ")).toContain(site.payment.introductionFees);
    expect(values.map((value) => value.text).join(" ")).toContain(site.payment.introductionFees);
  });
});

describe("investment ranges", () => {
  it("carry their note wherever they are formatted", () => {
    expect(formatGbpRange({ min: 25000, max: 55000 })).toBe("£25,000 - £55,000");
    expect(formatGbpRange({ min: 25000, max: 55000, note: "excluding working capital" })).toBe(
      "£25,000 - £55,000 (excluding working capital)",
    );
  });
});

describe("city population figures", () => {
  it("are marked with their area wherever the description says they cover more than the city", () => {
    for (const city of locations().filter((location) => location.type === "city")) {
      const sentences = city.description.replace(/\s+/g, " ").split(/(?<=\.) /);
      // A sentence about the figure that does not say it counts the city itself (or its settlement) means a wider area.
      const wider = sentences.some(
        (sentence) => /population figure/i.test(sentence) && !/city itself|settlement/i.test(sentence),
      );
      if (wider) expect(city.populationArea, city.file).toBeDefined();
      if (city.populationArea) expect(city.population, city.file).toBeDefined();
    }
  });
});

describe("article authors", () => {
  const authorOf = (article: ReturnType<typeof articles>[number]) =>
    String((article.data as unknown as { author: string }).author);
  // Rules about people's names; a team byline such as "The Advisory Team" (the editing guide's example) names nobody.
  const isPersonalByline = (name: string) => !/\b(team|desk|editors?)\b/i.test(name);
  const authors = [...new Set(articles().map(authorOf))].filter(isPersonalByline);
  const firstName = (name: string) => name.split(" ")[0];
  const surname = (name: string) => name.split(" ").at(-1);

  it("never share a surname", () => {
    const surnames = authors.map(surname);
    expect(new Set(surnames).size, surnames.join(", ")).toBe(surnames.length);
  });

  it("share no name with testimonial clients or the people in success stories", () => {
    const people = testimonials.items.map((item) => item.name);
    const stories = articles().filter((article) => article.data.category === "success-stories");
    for (const author of authors) {
      for (const person of people) expect(firstName(person), author).not.toBe(firstName(author));
      for (const story of stories) {
        // The story's own author may sign it; nobody else's first name may appear as a character in it.
        if (authorOf(story) === author) continue;
        expect(story.body, `${author} in ${story.file}`).not.toMatch(new RegExp(`\\b${firstName(author)}\\b`));
      }
    }
  });
});
