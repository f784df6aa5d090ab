// The privacy and cookie notices say what the code does: the retention period and recipients come from the
// configuration the lead server checks itself against, and the cookie policy names every item the browser code
// stores. Runs over the built pages (after `npm run build`) and the source of the browser code.
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { site } from "@/config/site";
import { dataRecipients } from "@/lib/leads/config";
import { SHORTLIST_COOKIE } from "@/lib/decide/shortlist";
import { AFFORDABILITY_STORAGE_KEY } from "@/lib/stores/affordability";
import { defaultDistDir } from "../../src/server/serve.mjs";

const CLIENT = join(defaultDistDir, "client");
const mainText = (path: string) => {
  const html = readFileSync(join(CLIENT, `${path}.html`), "utf8");
  return html
    .slice(html.indexOf("<main"), html.indexOf("</main>"))
    .replace(/<[^>]+>/g, " ")
    .replace(/&#39;|&#x27;|’/g, "'")
    .replace(/&quot;|“|”/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
};
const privacy = mainText("privacy");
const cookies = mainText("cookies");

describe("the privacy notice", () => {
  it("states the retention period the lead store applies, counted from arrival, and where clients' records are", () => {
    expect(privacy).toContain(`${site.dataHandling.retentionMonths} months after your enquiry reaches us`);
    expect(privacy).not.toMatch(/after our last contact/);
    expect(privacy).toContain(site.dataHandling.clientRecords);
    expect(privacy).toMatch(/Proof of your marketing consent .* While we rely on it/);
  });

  it("lists every configured recipient, and the CRM provider only when one is configured", () => {
    for (const recipient of dataRecipients()) expect(privacy).toContain(`${recipient.who} : ${recipient.what}`);
    if (site.dataHandling.crmProvider) expect(privacy).toContain(site.dataHandling.crmProvider);
    else expect(privacy).not.toMatch(/\bCRM \(/);
  });

  it("says how to withdraw the consent to share with franchisors, when rate-limit records go, and links to /cookies", () => {
    expect(privacy).toMatch(/withdraw that agreement at any time/);
    expect(privacy).toMatch(/deleted the next time a form is sent from the same place, or by our daily clean-up/);
    const html = readFileSync(join(CLIENT, "privacy.html"), "utf8");
    expect(html).toMatch(/<a href="\/cookies"/);
  });
});

describe("what the tools send, and why the enquiry form asks what it asks", () => {
  it("both notices say the calculator sends the figure as it is typed and that answers travel in the address", () => {
    for (const notice of [privacy, cookies]) {
      expect(notice).toMatch(
        /sends (?:your cash figure(?:, and the monthly income if you give one,)?|the figure to our server) as you type/,
      );
      expect(notice).toMatch(/never kept in shared caches|shared caches keep no copy/);
    }
    expect(privacy).toMatch(/travel in the page's web address/);
    expect(privacy).toMatch(/hosting provider's server logs/);
    expect(privacy).not.toMatch(/None of it is sent to us unless you send a form/);
  });

  it("the privacy notice says why the enquiry form asks for each field the specification requires", () => {
    const why = privacy.slice(privacy.indexOf("Why we ask for each"));
    expect(why.length).toBeGreaterThan(0);
    for (const field of ["postal address, postcode, county and country", "when you hope to start", "own your home"])
      expect(why, field).toMatch(new RegExp(`${field}\\s*:`));
  });
});

describe("the cookie policy", () => {
  const browserSources = ["src/lib", "src/components"]
    .flatMap((dir) =>
      readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && /\.(ts|tsx|astro)$/.test(entry.name) && !entry.name.includes(".test."))
        .map((entry) => relative(process.cwd(), join(entry.parentPath, entry.name))),
    )
    .map((file) => ({ file, text: readFileSync(file, "utf8") }));

  it("names every item the browser code stores, and how long each lasts", () => {
    const storing = browserSources.filter(({ text }) =>
      /localStorage\.setItem|sessionStorage|document\.cookie\s*=/.test(text),
    );
    expect(storing.map(({ file }) => file).sort()).toEqual(
      ["src/lib/stores/affordability.ts", "src/lib/stores/shortlist.ts"].sort(),
    );
    expect(cookies).toContain(SHORTLIST_COOKIE);
    expect(cookies).toContain(AFFORDABILITY_STORAGE_KEY);
    expect(cookies).toMatch(/session storage/);
    expect(cookies).toMatch(/never kept between visits/);
  });

  it("names YouTube (Google) for the introduction video", () => {
    expect(cookies).toMatch(/YouTube, a service of Google/);
    expect(cookies).toContain("youtube-nocookie.com");
  });
});
