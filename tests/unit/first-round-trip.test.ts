// The first-round-trip check's own rules, on pages made here: it must fail a page that breaks them.
import { brotliCompressSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { checkPage, cssEnd, decodedPrefix, lcpEnd } from "../quality/first-round-trip.mjs";

// Incompressible filler: random-looking text, so sizes after gzip are predictable.
function filler(bytes: number, seed = 1) {
  let x = seed;
  let out = "";
  while (out.length < bytes) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out += x.toString(36);
  }
  return out.slice(0, bytes);
}
const page = (head: string, body: string) => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const gz = (html: string) => gzipSync(html, { level: 9 });
const br = (html: string) => brotliCompressSync(html);
const gzip = { coding: "gzip" } as const;

describe("first round trip rules", () => {
  it("finds the hero image first, else the first h1 and its lead paragraph", () => {
    const html = page("", '<h1>Title</h1><img src="a.webp" fetchpriority="high" alt="">');
    expect(html.slice(0, lcpEnd(html))).toMatch(/fetchpriority="high" alt="">$/);
    const text = page("", "<p>x</p><h1 class='t'>Title</h1><div>y</div><p>z</p>");
    expect(text.slice(0, lcpEnd(text))).toMatch(/<\/h1>$/);
    const lead = page("", "<h1>Title</h1> <p class='lead'>The lead.</p><p>More.</p>");
    expect(lead.slice(0, lcpEnd(lead))).toMatch(/<h1>Title<\/h1> <p class='lead'>The lead.<\/p>$/);
    expect(lcpEnd(page("", "<p>no heading</p>"))).toBe(-1);
    expect(cssEnd(page("<style>a{}</style><style>b{}</style>", ""))).toBe(
      page("<style>a{}</style><style>b{}</style>", "").indexOf("</head>"),
    );
  });

  it("decodes exactly what the first bytes of a gzip stream carry", () => {
    const html = page("", filler(40_000));
    const prefix = decodedPrefix(gz(html), 14_336);
    expect(html.startsWith(prefix)).toBe(true);
    expect(prefix.length).toBeLessThan(html.length);
    // The decoded part is what about 14,336 compressed bytes hold.
    expect(gz(prefix).length).toBeGreaterThan(13_000);
    expect(gz(prefix).length).toBeLessThan(14_800);
    expect(decodedPrefix(gz("<p>small</p>"), 14_336)).toBe("<p>small</p>");
  });

  it("decodes exactly what the first bytes of a Brotli stream carry", () => {
    const html = page("", filler(40_000));
    const prefix = decodedPrefix(br(html), 14_336, "br");
    expect(html.startsWith(prefix)).toBe(true);
    expect(prefix.length).toBeLessThan(html.length);
    expect(br(prefix).length).toBeGreaterThan(13_000);
    expect(br(prefix).length).toBeLessThan(14_800);
    expect(decodedPrefix(br("<p>small</p>"), 14_336, "br")).toBe("<p>small</p>");
    expect(decodedPrefix(br("<p>small</p>"), 0, "br")).toBe("");
  });

  it("counts the response head against the first flight", () => {
    // A page that fits alone no longer fits once a head of 2 KB goes before it.
    const html = page("<style>a{}</style>", `<h1>Title</h1><p>${filler(13_000)}</p>`);
    const body = br(html);
    expect(body.length).toBeLessThan(14_336);
    expect(checkPage("/about", html, body).problems).toEqual([]);
    expect(checkPage("/about", html, body, { headerBytes: 14_336 - body.length + 1 }).problems).toEqual([
      "does not fit wholly in the first flight",
    ]);
    // With the CSS and h1 pushed out of the first flight by the head alone, both rules fail.
    expect(checkPage("/about", html, body, { headerBytes: 14_336 }).problems).toEqual(
      expect.arrayContaining([
        "CSS runs past the first flight (br)",
        "LCP element arrives after the first flight (br)",
      ]),
    );
  });

  it("holds gzip, the fallback, to the CSS and LCP rules only", () => {
    const html = page("<style>a{}</style>", `<h1>Title</h1><p>The lead.</p><p>${filler(25_000)}</p>`);
    expect(checkPage("/about", html, gz(html), gzip).problems).toEqual([]);
    const late = page("<style>a{}</style>", `<p>${filler(30_000)}</p><h1>Late</h1>`);
    expect(checkPage("/about", late, gz(late), gzip).problems).toEqual([
      "LCP element arrives after the first flight (gzip)",
    ]);
  });

  it("passes a small page with its CSS and h1 up front", () => {
    const html = page("<style>h1{color:red}</style>", "<h1>Hello</h1><p>Short.</p>");
    expect(checkPage("/about", html, br(html)).problems).toEqual([]);
  });

  it("fails a page whose CSS runs past the first flight", () => {
    const html = page(`<style>${filler(30_000)}</style>`, "<h1>Hello</h1>");
    expect(checkPage("/blog/an-article", html, br(html)).problems).toContain("CSS runs past the first flight (br)");
  });

  it("fails a page whose LCP element comes after the first flight", () => {
    const html = page("<style>a{}</style>", `<p>${filler(30_000)}</p><h1>Late</h1>`);
    expect(checkPage("/blog/an-article", html, br(html)).problems).toContain(
      "LCP element arrives after the first flight (br)",
    );
  });

  it("lets long text run on but holds other pages to the first flight", () => {
    const html = page("<style>a{}</style>", `<h1>Title</h1><p>The lead.</p><p>${filler(25_000)}</p>`);
    expect(checkPage("/blog/an-article", html, br(html)).problems).toEqual([]);
    expect(checkPage("/privacy", html, br(html)).problems).toEqual([]);
    expect(checkPage("/about", html, br(html)).problems).toContain("does not fit wholly in the first flight");
    // Long text runs on only within its own budget.
    const longer = page("<style>a{}</style>", `<h1>Title</h1><p>The lead.</p><p>${filler(60_000)}</p>`);
    expect(checkPage("/blog/an-article", longer, br(longer)).problems).toEqual([
      expect.stringMatching(/^over its long-text budget of \d+ B$/),
    ]);
  });

  it("lets a directory listing run past the first flight up to 30 KB, its first screen still in the first flight", () => {
    const listing = page("<style>a{}</style>", `<h1>Franchises</h1><p>The lead.</p><p>${filler(25_000)}</p>`);
    const listingPaths = [
      "/franchises",
      "/franchises/page/3",
      "/franchises/category/care",
      "/franchises/investment/low/page/2",
    ];
    for (const path of listingPaths) expect(checkPage(path, listing, br(listing)).problems, path).toEqual([]);
    // Other short pages, location pages among them, keep the whole-page rule.
    for (const path of ["/about", "/locations/leeds"]) {
      expect(checkPage(path, listing, br(listing)).problems, path).toContain("does not fit wholly in the first flight");
    }
    // A franchise's own page is long text with a budget just past the first flight, never a listing's 30 KB.
    const longer = page("<style>a{}</style>", `<h1>Franchises</h1><p>The lead.</p><p>${filler(40_000)}</p>`);
    expect(checkPage("/franchises", longer, br(longer)).problems).toEqual([]);
    expect(checkPage("/franchises/some-franchise", longer, br(longer)).problems).toEqual([
      expect.stringMatching(/^over its long-text budget of \d+ B$/),
    ]);
    const tooLong = page("<style>a{}</style>", `<h1>Franchises</h1><p>The lead.</p><p>${filler(60_000)}</p>`);
    expect(checkPage("/franchises", tooLong, br(tooLong)).problems).toEqual(["over its listing budget of 30720 B"]);
    const lateHeading = page("<style>a{}</style>", `<p>${filler(30_000)}</p><h1>Franchises</h1>`);
    expect(checkPage("/franchises", lateHeading, br(lateHeading)).problems).toContain(
      "LCP element arrives after the first flight (br)",
    );
  });
});
