import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  candidateTokens,
  classesInSelector,
  createCriticalCssInliner,
  inlineCriticalCss,
  pruneCss,
  stylesheetClasses,
} from "./critical-css.mjs";

const tokens = (...names: string[]) => new Set(names);
const minify = (css: string) => css.replace(/\s+/g, " ").trim();

describe("classesInSelector", () => {
  it("unescapes Tailwind's class names", () => {
    expect(classesInSelector(".md\\:flex")).toEqual(["md:flex"]);
    expect(classesInSelector(".w-1\\/2")).toEqual(["w-1/2"]);
    expect(classesInSelector(".\\[\\&\\>\\*\\]\\:p-2>*")).toEqual(["[&>*]:p-2"]);
    expect(classesInSelector(".group:hover .group-hover\\:underline")).toEqual(["group", "group-hover:underline"]);
  });

  it("reads no class into attribute selectors", () => {
    expect(classesInSelector('a[href$=".pdf"]')).toEqual([]);
    expect(classesInSelector('.link[data-kind="a.b"]')).toEqual(["link"]);
    expect(classesInSelector("[class~='x.y'] .z")).toEqual(["z"]);
  });

  it("requires nothing inside :not(), :is(), :where() and :has()", () => {
    expect(classesInSelector(".card:not(.hidden)")).toEqual(["card"]);
    expect(classesInSelector(":is(.a, .b) .c")).toEqual(["c"]);
    expect(classesInSelector(":where(.prose) :is(h2, h3):not(:where(.not-prose *))")).toEqual([]);
    expect(classesInSelector(".menu:has(> .open)")).toEqual(["menu"]);
  });
});

describe("pruneCss", () => {
  it("keeps the rules whose classes the page uses and drops the rest", () => {
    const css = ".a{color:red}.b{color:blue}.a .b{margin:0}p{line-height:1.5}";
    expect(minify(pruneCss(css, tokens("a")))).toBe(".a{color:red}p{line-height:1.5}");
  });

  it("keeps a rule when any selector in its list is used", () => {
    expect(minify(pruneCss(".x,.y{top:0}", tokens("y")))).toBe(".x,.y{top:0}");
  });

  it("prunes inside @media and drops a media query left empty", () => {
    const css =
      "@media (min-width:768px){.md\\:flex{display:flex}.md\\:grid{display:grid}}@media print{.p{color:#000}}";
    const pruned = minify(pruneCss(css, tokens("md:flex")));
    expect(pruned).toBe("@media (min-width:768px){.md\\:flex{display:flex}}");
  });

  it("keeps @keyframes a kept rule animates with and drops the others", () => {
    const css =
      "@keyframes spin{to{transform:rotate(360deg)}}@keyframes pulse{50%{opacity:.5}}" +
      ".animate-spin{animation:spin 1s linear infinite}.animate-pulse{animation:pulse 2s infinite}";
    const pruned = minify(pruneCss(css, tokens("animate-spin")));
    expect(pruned).toContain("@keyframes spin{to{transform:rotate(360deg)}}");
    expect(pruned).not.toContain("pulse");
  });

  it("keeps rules behind :is() and attribute selectors when the page can match them", () => {
    const css = ':is(.a,.b) .c{color:red}a[href$=".pdf"]{padding:0}.btn:not(.hidden){display:block}';
    expect(minify(pruneCss(css, tokens("b", "c", "btn")))).toBe(minify(css));
  });
});

describe("candidateTokens", () => {
  it("finds class names in markup and island code, entities decoded", () => {
    const found = candidateTokens('<p class="md:flex w-1/2">x</p> className:"lg:hidden &amp;"');
    for (const name of ["md:flex", "w-1/2", "lg:hidden"]) expect(found.has(name), name).toBe(true);
  });
});

describe("inlineCriticalCss", () => {
  it("inlines pruned CSS in place of the stylesheet link, with `$&` and `$'` kept literally", async () => {
    const dir = await mkdtemp(join(tmpdir(), "critical-css-"));
    try {
      await mkdir(join(dir, "_astro"));
      const css = '.price::before{content:"$&"}.quote::after{content:"$\'"}.unused{color:red}';
      await writeFile(join(dir, "_astro", "site.css"), css);
      await writeFile(
        join(dir, "page.html"),
        '<html><head><link rel="stylesheet" href="/_astro/site.css"></head><body><p class="price quote">1</p></body></html>',
      );
      const [page] = await inlineCriticalCss(dir, ["page.html"]);
      expect(page.html).toContain('<style>.price::before{content:"$&"}.quote::after{content:"$\'"}</style>');
      expect(page.html).not.toContain("<link");
      expect(page.html).not.toContain("unused");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("createCriticalCssInliner", () => {
  it("prunes per page, reusing the result only for pages that use the same classes", async () => {
    const dir = await mkdtemp(join(tmpdir(), "critical-css-"));
    try {
      await mkdir(join(dir, "_astro"));
      await writeFile(join(dir, "_astro", "site.css"), ".a{color:red}.b{color:blue}.c{top:0}p{margin:0}");
      const inline = createCriticalCssInliner(dir);
      const page = (body: string) => `<head><link rel="stylesheet" href="/_astro/site.css"></head><body>${body}</body>`;
      const first = await inline(page('<p class="a">one</p>'));
      const same = await inline(page('<p class="a">two, the same classes</p>'));
      const other = await inline(page('<p class="b c">three</p>'));
      const style = (html: string) => minify(/<style>([\s\S]*)<\/style>/.exec(html)![1]);
      expect(style(first)).toBe(".a{color:red}p{margin:0}");
      expect(style(same)).toBe(style(first));
      expect(style(other)).toBe(".b{color:blue}.c{top:0}p{margin:0}");
      expect(await inline("<p>no stylesheet linked</p>")).toBe("<p>no stylesheet linked</p>");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("lists the classes a stylesheet's selectors name", () => {
    expect([...stylesheetClasses(".a .b, .c:hover{x:1} @media (min-width:1px){.md\\:d{y:2}} p{z:3}")]).toEqual([
      "a",
      "b",
      "c",
      "md:d",
    ]);
  });
});
