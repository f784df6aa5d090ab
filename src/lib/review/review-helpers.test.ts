import { describe, expect, it } from "vitest";
import { highlights } from "./highlights";
import { pageForFile } from "./page-for-file";

describe("what the review highlights", () => {
  it("finds a claim with no number, a register claim, an 'up to' statistic and sample words, and why", () => {
    const text = [
      "title: About",
      "intro: Every adviser has run a franchise.",
      "proof: '{claim:clientsHelped} buyers guided'",
      "stat: Up to 40% more revenue",
      "note: 'Sample definition: clients who opened'",
      "body: Franchising in the UK employs many people.",
    ].join("\n");
    expect(highlights(text)).toEqual([
      {
        line: 2,
        text: "intro: Every adviser has run a franchise.",
        reasons: ["speaks as the business", "a claim with no number"],
      },
      {
        line: 3,
        text: "proof: '{claim:clientsHelped} buyers guided'",
        reasons: ["register claim", "a register value in a new sentence"],
      },
      { line: 4, text: "stat: Up to 40% more revenue", reasons: ["figure", "up to", "an 'up to' statistic"] },
      { line: 5, text: "note: 'Sample definition: clients who opened'", reasons: ["sample words"] },
    ]);
  });

  it("points at the sentence, not the whole line, in a PDF's one line of text", () => {
    expect(highlights("Training days. We stay with you throughout. Territories listed.")).toEqual([
      { line: 1, text: "We stay with you throughout.", reasons: ["speaks as the business", "a claim with no number"] },
    ]);
  });

  it("sees the first person plural and 'independent'", () => {
    expect(highlights("We stay with you throughout, with independent advice.")[0]?.reasons).toEqual([
      "speaks as the business",
      "independent",
      "a claim with no number",
    ]);
  });
});

describe("the page a file is read on", () => {
  it.each([
    ["src/content/blog/home-care-franchises-uk.mdx", "/blog/home-care-franchises-uk"],
    ["src/content/franchises/brightwell-window-care.yaml", "/franchises/brightwell-window-care"],
    ["src/content/locations/cities/newcastle.yaml", "/locations/newcastle"],
    ["src/content/service-pages/business-coaching.yaml", "/services/business-coaching"],
    ["src/content/pages/home.yaml", "/"],
    ["src/content/pages/about.yaml", "/about"],
    ["src/content/pages/contact.yaml", "/contact"],
    ["src/pages/privacy.mdx", "/privacy"],
  ])("%s is read on %s", (file, page) => {
    expect(pageForFile(file)).toBe(page);
  });

  it("is none for a file read on many pages", () => {
    expect(pageForFile("src/content/claims.json")).toBeUndefined();
    expect(pageForFile("src/content/pages/decide.yaml")).toBeUndefined();
    expect(pageForFile("src/pages/editors/_mdx-kit-reference.mdx")).toBeUndefined();
  });
});
