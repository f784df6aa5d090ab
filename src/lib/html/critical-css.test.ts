import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  candidateTokens,
  classesInSelector,
  ISLAND_STYLESHEETS,
  createCriticalCssInliner,
  elementNames,
  inlineCriticalCss,
  markupTokens,
  oneOfLists,
  pruneCss,
  stylesheetNames,
  typesInSelector,
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
    // Brackets, dots and spaces inside a quoted value end nothing early.
    expect(classesInSelector('a[title="x] y .z"] .k')).toEqual(["k"]);
    expect(classesInSelector("input[type=checkbox]:checked+.toggle")).toEqual(["toggle"]);
    expect(classesInSelector("[data-state=open].menu")).toEqual(["menu"]);
  });

  it("requires nothing inside :not(), :is(), :where() and :has()", () => {
    expect(classesInSelector(".card:not(.hidden)")).toEqual(["card"]);
    expect(classesInSelector(":is(.a, .b) .c")).toEqual(["c"]);
    expect(classesInSelector(":where(.prose) :is(h2, h3):not(:where(.not-prose *))")).toEqual([]);
    expect(classesInSelector(".menu:has(> .open)")).toEqual(["menu"]);
    expect(classesInSelector(".a:is(.b\\:c, .d) .e")).toEqual(["a", "e"]);
    expect(classesInSelector(":is(.a :is(.b, .c)) .d")).toEqual(["d"]);
  });
});

describe("pruneCss", () => {
  it("keeps the rules whose classes the page uses and drops the rest", () => {
    const css = ".a{color:red}.b{color:blue}.a .b{margin:0}p{line-height:1.5}";
    expect(minify(pruneCss(css, tokens("a"), tokens("p")))).toBe(".a{color:red}p{line-height:1.5}");
  });

  it("keeps a rule when any selector in its list is used, with only the used selectors", () => {
    expect(minify(pruneCss(".x,.y,.z{top:0}", tokens("y", "z")))).toBe(".y,.z{top:0}");
  });

  it("prunes inside @media and drops a media query left empty", () => {
    const css =
      "@media (min-width:768px){.md\\:flex{display:flex}.md\\:grid{display:grid}}@media print{.p{color:#000}}";
    const pruned = minify(pruneCss(css, tokens("md:flex")));
    expect(pruned).toBe("@media (min-width:768px){.md\\:flex{display:flex}}");
  });

  it("drops a media query whose only content was a nested block left empty", () => {
    const css =
      "@media (min-width:640px){@supports (display:grid){.g{display:grid}.u{top:0}}}@media print{@supports (x:y){.u{top:0}}}";
    expect(minify(pruneCss(css, tokens("g")))).toBe(
      "@media (min-width:640px){@supports (display:grid){.g{display:grid}}}",
    );
  });

  it("keeps every keyframes an animation list names, prefixed or inside @media, and drops their media when unused", () => {
    const css =
      "@keyframes spin{to{transform:rotate(1turn)}}@-webkit-keyframes pulse{50%{opacity:.5}}@keyframes fade{to{opacity:0}}" +
      ".x{animation:spin 1s linear,pulse 2s}" +
      "@media (prefers-reduced-motion:no-preference){@keyframes wobble{50%{top:1px}}.calm\\:wobble{animation:wobble 1s}}";
    expect(minify(pruneCss(css, tokens("x")))).toBe(
      "@keyframes spin{to{transform:rotate(1turn)}}@-webkit-keyframes pulse{50%{opacity:.5}}.x{animation:spin 1s linear,pulse 2s}",
    );
    expect(minify(pruneCss(css, tokens("calm:wobble")))).toBe(
      "@media (prefers-reduced-motion:no-preference){@keyframes wobble{50%{top:1px}}.calm\\:wobble{animation:wobble 1s}}",
    );
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
    expect(minify(pruneCss(css, tokens("b", "c", "btn"), tokens("a")))).toBe(minify(css));
  });

  it("keeps an :is()/:where() rule only when the page can match one selector of each list", () => {
    const not = ":not(:where([class~=not-prose],[class~=not-prose] *))";
    const css =
      `.prose :where(pre code)${not}{color:red}` +
      `.prose :where(tbody td,tfoot td)${not}{padding:0}` +
      `.prose :where([class~=lead])${not}{font-size:1.2em}` +
      ":where(.a, .b :is(kbd, samp)) p{margin:0}";
    const elements = tokens("p", "tbody", "td", "code");
    expect(minify(pruneCss(css, tokens("prose", "a"), elements))).toBe(
      minify(
        `.prose :where(tbody td,tfoot td)${not}{padding:0}` +
          `.prose :where([class~=lead])${not}{font-size:1.2em}` +
          ":where(.a, .b :is(kbd, samp)) p{margin:0}",
      ),
    );
    expect(minify(pruneCss(css, tokens("prose", "b"), tokens("p", "pre", "code", "samp")))).toBe(
      minify(
        `.prose :where(pre code)${not}{color:red}` +
          `.prose :where([class~=lead])${not}{font-size:1.2em}` +
          ":where(.a, .b :is(kbd, samp)) p{margin:0}",
      ),
    );
    expect(minify(pruneCss(css, tokens("b"), tokens("p", "pre", "code")))).toBe("");
  });

  it("drops the selectors naming elements the page lacks, keeping the rest of the list", () => {
    const css = "img,svg,video{display:block}sub{bottom:-.25em}table{border-collapse:collapse}.x li{margin:0}";
    const pruned = minify(pruneCss(css, tokens("x"), tokens("svg", "li")));
    expect(pruned).toBe("svg{display:block}.x li{margin:0}");
  });

  it("drops the --tw-* defaults no var() reads, keeping those a kept rule reads (directly or through another)", () => {
    const css =
      "*,:before,:after{--tw-rotate:0;--tw-ring-offset-width:0px;--tw-ring-shadow:0 0 #0000;--tw-shadow:0 0 #0000}" +
      "::backdrop{--tw-rotate:0;--tw-shadow:0 0 #0000}" +
      ".ring{--tw-ring-shadow:0 0 0 calc(2px + var(--tw-ring-offset-width)) red;box-shadow:var(--tw-ring-shadow)}" +
      ".rotate-1{--tw-rotate:1deg;transform:rotate(var(--tw-rotate))}";
    const pruned = minify(pruneCss(css, tokens("ring")));
    expect(pruned).toBe(
      "*,:before,:after{--tw-ring-offset-width:0px;--tw-ring-shadow:0 0 #0000}" +
        ".ring{--tw-ring-shadow:0 0 0 calc(2px + var(--tw-ring-offset-width)) red;box-shadow:var(--tw-ring-shadow)}",
    );
  });

  it("keeps the ::backdrop defaults only where a rule styles a backdrop", () => {
    const css = "::backdrop{--tw-shadow:0 0 #0000}.s{box-shadow:var(--tw-shadow)}";
    expect(minify(pruneCss(css, tokens("s")))).toBe(".s{box-shadow:var(--tw-shadow)}");
    const dialog = `${css}.backdrop\\:shadow::backdrop{box-shadow:var(--tw-shadow)}`;
    expect(minify(pruneCss(dialog, tokens("s", "backdrop:shadow")))).toBe(minify(dialog));
  });

  it("keeps custom properties of the site's own (not --tw-*) even when nothing reads them", () => {
    expect(minify(pruneCss(":root{--brand:#123}", tokens()))).toBe(":root{--brand:#123}");
  });
});

describe("typesInSelector", () => {
  it("names the elements a selector requires, not classes, ids, pseudo-classes or pseudo-elements", () => {
    expect(typesInSelector("ul li > a:hover")).toEqual(["ul", "li", "a"]);
    expect(typesInSelector("input::placeholder")).toEqual(["input"]);
    expect(typesInSelector(".prose h2+p~SPAN")).toEqual(["h2", "p", "span"]);
    expect(typesInSelector("#main .card::before, :-moz-focusring, ::backdrop, *")).toEqual([]);
  });

  it("names none inside :is()/:where()/:not() or attribute selectors, nor in escaped class names", () => {
    expect(typesInSelector("abbr:where([title])")).toEqual(["abbr"]);
    expect(typesInSelector(':is(h2, h3) a[href$=".pdf i"]')).toEqual(["a"]);
    expect(typesInSelector(".\\[\\&\\>\\*\\]\\:p-2>*")).toEqual([]);
    expect(typesInSelector(".hover\\:bg-x:hover")).toEqual([]);
  });
});

describe("oneOfLists", () => {
  it("splits each :is()/:where() at its own commas, not inside :not()/:has(), brackets or nested lists", () => {
    expect(oneOfLists('.prose :where(ol[type="a, b"], ul):not(:is(.x, .y))')).toEqual([['ol[type="a, b"]', "ul"]]);
    expect(oneOfLists(":is(.a :is(b, i), .c) :where(p)")).toEqual([[".a :is(b, i)", ".c"], ["p"]]);
    expect(oneOfLists(".a:has(:is(.b, .c)) .\\:is\\(x\\)")).toEqual([]);
  });
});

describe("elementNames", () => {
  it("reads the elements markup opens, not words of its text", () => {
    const names = elementNames('<ul><li>table of <b>sub</b> items</li></ul><SVG viewBox="0 0 1 1"></SVG>');
    expect([...names].sort()).toEqual(["b", "li", "svg", "ul"]);
  });
});

describe("candidateTokens", () => {
  it("finds class names in markup and island code, entities decoded", () => {
    const found = candidateTokens('<p class="md:flex w-1/2">x</p> className:"lg:hidden &amp;"');
    for (const name of ["md:flex", "w-1/2", "lg:hidden"]) expect(found.has(name), name).toBe(true);
  });
});

describe("markupTokens", () => {
  it("reads class attributes, island props and inline scripts, not the page's text", () => {
    const found = markupTokens(
      '<p class="md:flex text-sm">Make the block visible</p><astro-island props="{&quot;c&quot;:[0,&quot;bg-blue-100&quot;]}">' +
        '</astro-island><script>el.classList.add("is-open")</script>',
    );
    for (const name of ["md:flex", "text-sm", "bg-blue-100", "is-open"]) expect(found.has(name), name).toBe(true);
    for (const word of ["block", "visible", "Make"]) expect(found.has(word), word).toBe(false);
  });
});

describe("inlineCriticalCss", () => {
  it("inlines pruned CSS in place of the stylesheet link, with replacement patterns (`$&`, `$'`, `$$`…) kept literally", async () => {
    const dir = await mkdtemp(join(tmpdir(), "critical-css-"));
    try {
      await mkdir(join(dir, "_astro"));
      const used = '.price::before{content:"$&"}.quote::after{content:"$\'"}.tick:before{content:"$`$$$1"}';
      await writeFile(join(dir, "_astro", "site.css"), `${used}.unused{color:red}`);
      await writeFile(
        join(dir, "page.html"),
        '<html><head><link rel="stylesheet" href="/_astro/site.css"></head><body><p class="price quote tick">1</p></body></html>',
      );
      const [page] = await inlineCriticalCss(dir, ["page.html"]);
      expect(page.html).toContain(`<style>${used}</style>`);
      expect(page.html).not.toContain("<link");
      expect(page.html).not.toContain("unused");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("keeps the rules an island's code can render, not those named only by the framework runtime", async () => {
    const dir = await mkdtemp(join(tmpdir(), "critical-css-"));
    try {
      await mkdir(join(dir, "_astro"));
      await writeFile(join(dir, "_astro", "site.css"), ".open{top:0}.never{top:1px}ul{margin:0}textarea{resize:none}");
      await writeFile(join(dir, "_astro", "Island.js"), 'import{j}from"./shared.js";j("ul",{className:"open"})');
      await writeFile(join(dir, "_astro", "shared.js"), "export const j=()=>0;");
      await writeFile(join(dir, "_astro", "react-dom.js"), 'const tags=["textarea","never"];');
      await writeFile(
        join(dir, "page.html"),
        '<html><head><link rel="stylesheet" href="/_astro/site.css"></head><body>' +
          '<astro-island component-url="/_astro/Island.js" renderer-url="/_astro/react-dom.js"></astro-island></body></html>',
      );
      const [page] = await inlineCriticalCss(dir, ["page.html"]);
      expect(page.html).toContain("<style>.open{top:0}ul{margin:0}</style>");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("a page whose island runtime is deferred (islandCode: false)", () => {
  it("inlines only what its markup and page scripts use, and keeps the stylesheet link in an inert template", async () => {
    const dir = await mkdtemp(join(tmpdir(), "critical-css-"));
    try {
      await mkdir(join(dir, "_astro"));
      await writeFile(join(dir, "_astro", "site.css"), ".page{top:0}.later{top:1px}.script{top:2px}");
      await writeFile(join(dir, "_astro", "Island.js"), 'j("div",{className:"later"})');
      await writeFile(join(dir, "_astro", "page.js"), 'document.body.className="script"');
      const html =
        '<html><head><link rel="stylesheet" href="/_astro/site.css"></head><body><p class="page">x</p>' +
        '<astro-island component-url="/_astro/Island.js"></astro-island><script type="module" src="/_astro/page.js">' +
        "</script></body></html>";
      const inline = createCriticalCssInliner(dir);
      const deferred = await inline(html, { islandCode: false });
      expect(deferred).toContain("<style>.page{top:0}.script{top:2px}</style>");
      expect(deferred).toContain(
        `<template ${ISLAND_STYLESHEETS}><link rel="stylesheet" href="/_astro/site.css"></template></head>`,
      );
      // The default, for a page whose runtime is inline: the island's rules in the page, no template.
      const inlineRuntime = await inline(html);
      expect(inlineRuntime).toContain("<style>.page{top:0}.later{top:1px}.script{top:2px}</style>");
      expect(inlineRuntime).not.toContain("<template");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

/** Runs `use` with an inliner over a throwaway client folder whose one stylesheet is /_astro/site.css. */
async function withStylesheet(
  css: string,
  use: (inline: ReturnType<typeof createCriticalCssInliner>) => Promise<void>,
): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), "critical-css-"));
  try {
    await mkdir(join(dir, "_astro"));
    await writeFile(join(dir, "_astro", "site.css"), css);
    await use(createCriticalCssInliner(dir));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe("createCriticalCssInliner", () => {
  it("prunes per page, reusing the result only for pages that use the same classes", async () => {
    await withStylesheet(".a{color:red}.b{color:blue}.c{top:0}p{margin:0}", async (inline) => {
      const page = (body: string) => `<head><link rel="stylesheet" href="/_astro/site.css"></head><body>${body}</body>`;
      const first = await inline(page('<p class="a">one</p>'));
      const same = await inline(page('<p class="a">two, the same classes</p>'));
      const other = await inline(page('<p class="b c">three</p>'));
      const style = (html: string) => minify(/<style>([\s\S]*)<\/style>/.exec(html)![1]);
      expect(style(first)).toBe(".a{color:red}p{margin:0}");
      expect(style(same)).toBe(style(first));
      expect(style(other)).toBe(".b{color:blue}.c{top:0}p{margin:0}");
      expect(await inline("<p>no stylesheet linked</p>")).toBe("<p>no stylesheet linked</p>");
    });
  });

  it("lists the classes and elements a stylesheet's selectors require", () => {
    expect(stylesheetNames(".a .b, .c:hover{x:1} @media (min-width:1px){.md\\:d{y:2}} p{z:3}")).toEqual({
      classes: ["a", "b", "c", "md:d"],
      elements: ["p"],
    });
    // What :is()/:where() lists require decides what is kept too, so it is part of the pruned sheets' cache key.
    expect(stylesheetNames(".prose :where(pre code, kbd):not(.x){color:red}")).toEqual({
      classes: ["prose"],
      elements: ["code", "kbd", "pre"],
    });
  });

  it("inlines a page's CSS alike whatever it inlined before, as a fresh inliner does", async () => {
    const css = ".a{color:red}.b{color:blue}.a.b{top:0}.q{left:0}.amp\\&{x:1}.x-y{y:2}table{border:0}p{margin:0}";
    const dir = await mkdtemp(join(tmpdir(), "critical-css-"));
    try {
      await mkdir(join(dir, "_astro"));
      await writeFile(join(dir, "_astro", "site.css"), css);
      const page = (body: string) => `<head><link rel="stylesheet" href="/_astro/site.css"></head><body>${body}</body>`;
      // Class attributes repeated across pages, one split differently, entities, and classes only props or a script names.
      const pages = [
        page('<p class="a">one</p><p class="a b">two</p>'),
        page('<p class="a b">the same attribute</p><table class="amp&amp;"></table>'),
        page('<p class="a  b">spaced otherwise</p>'),
        page('<astro-island props="{&quot;tone&quot;:&quot;q&quot;}"></astro-island><p class="x-y">props</p>'),
        page('<script>el.className="b q"</script><p>a script names them</p>'),
        page('<p class="a">one again</p>'),
      ];
      const fresh = await Promise.all(pages.map((html) => createCriticalCssInliner(dir)(html)));
      const shared = createCriticalCssInliner(dir);
      for (const order of [pages, [...pages].reverse(), pages]) {
        const inlined = new Map<string, string>();
        for (const html of order) inlined.set(html, await shared(html));
        expect(pages.map((html) => inlined.get(html))).toEqual(fresh);
      }
      expect(fresh[3]).toContain(".q{left:0}");
      expect(fresh[4]).toContain(".b{color:blue}.q{left:0}");
      expect(fresh[1]).toContain(".amp\\&{x:1}");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("drops element rules for elements a page does not contain", async () => {
    await withStylesheet("table{border:0}p{margin:0}", async (inline) => {
      const html = await inline('<head><link rel="stylesheet" href="/_astro/site.css"></head><p>text</p>');
      expect(minify(/<style>([\s\S]*)<\/style>/.exec(html)![1])).toBe("p{margin:0}");
    });
  });
});
