// The first screen in one round trip (`npm run test:quality`, after a build). A new connection's first flight
// is about ten TCP segments, 14,336 bytes; for every built page this prints the gzip size of its HTML and
// checks, by decoding only the first 14,336 bytes of the gzip file the server sends:
//   1. all of the page's CSS (the inlined <style> elements) arrives within them,
//   2. so does the page's largest contentful element (heuristic below),
//   3. pages without long text fit wholly within them; articles and the long legal pages may run on, each
//      within its own budget (tests/support/page-policy.mjs).
// Fails listing every page that breaks a rule, except the known exceptions below, which print as such.
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { constants, gzipSync, inflateRawSync } from "node:zlib";
import { defaultDistDir } from "../../src/server/serve.mjs";
import {
  FIRST_PAINT_BUDGET as FIRST_FLIGHT,
  firstPaintBudgetFor,
  mayRunPastFirstFlight,
} from "../support/page-policy.mjs";

/**
 * Pages that do not fit wholly in the first flight yet (rule 3 only; rules 1 and 2 still hold for them), as
 * `{ pattern, reason }`. None today: every page fits. An entry is a debt, printed with its reason on every run.
 * @type {{ pattern: RegExp, reason: string }[]}
 */
const KNOWN_EXCEPTIONS = [];

/**
 * The largest contentful element, by the templates' own markup: the image a template marks
 * fetchpriority="high" (heroes), else the first <h1> with the lead paragraph right after it (text-first
 * pages: on a phone the lead is often larger than the heading, as on articles). Returns the index just past
 * the element's end tag (or the image tag), or -1 when the page has neither.
 */
export function lcpEnd(html) {
  const hero = /<img\b[^>]*\bfetchpriority="high"[^>]*>/.exec(html);
  if (hero) return hero.index + hero[0].length;
  const h1 = /<h1\b[\s\S]*?<\/h1>(\s*<p\b[\s\S]*?<\/p>)?/.exec(html);
  return h1 ? h1.index + h1[0].length : -1;
}

/** The index just past the last </style>, or 0 when the page inlines none. */
export function cssEnd(html) {
  const at = html.lastIndexOf("</style>");
  return at === -1 ? 0 : at + "</style>".length;
}

/** How much of the page (characters of its UTF-8 text) the first `bytes` bytes of its gzip stream decode to. */
export function decodedPrefix(gzip, bytes) {
  const head = gzip.subarray(0, bytes);
  if (head.length === gzip.length) return gzip.length ? inflateRawSync(skipGzipHeader(head)).toString("utf8") : "";
  // A cut stream: decode as far as it goes.
  return inflateRawSync(skipGzipHeader(head), { finishFlush: constants.Z_SYNC_FLUSH }).toString("utf8");
}

/** The raw deflate data after a gzip header (RFC 1952; the build writes no extra fields or names). */
function skipGzipHeader(gzip) {
  const flags = gzip[3];
  let offset = 10;
  if (flags & 4) offset += 2 + gzip.readUInt16LE(offset);
  for (const bit of [8, 16]) if (flags & bit) offset = gzip.indexOf(0, offset) + 1;
  if (flags & 2) offset += 2;
  return gzip.subarray(offset);
}

/** Checks one page; returns its figures and the rules it breaks. */
export function checkPage(path, html, gzip) {
  const prefix = decodedPrefix(gzip, FIRST_FLIGHT);
  const problems = [];
  // Compare as UTF-8 byte offsets? Both prefix and html are strings of the same text, so character indices agree.
  if (prefix.length < cssEnd(html)) problems.push("CSS runs past the first flight");
  const lcp = lcpEnd(html);
  if (lcp === -1) problems.push("no LCP element found (no fetchpriority=high image, no <h1>)");
  else if (prefix.length < lcp) problems.push("LCP element arrives after the first flight");
  const whole = gzip.length <= FIRST_FLIGHT;
  const mayRunOn = mayRunPastFirstFlight(path);
  const exception = KNOWN_EXCEPTIONS.find((rule) => rule.pattern.test(path));
  if (!whole && !mayRunOn && !exception) problems.push("does not fit wholly in the first flight");
  const budget = firstPaintBudgetFor(path);
  if (mayRunOn && gzip.length > budget.bytes) problems.push(`over its long-text budget of ${budget.bytes} B`);
  return {
    path,
    gzipBytes: gzip.length,
    whole,
    mayRunOn,
    exception: !whole && !mayRunOn ? exception : undefined,
    problems,
  };
}

function builtPages(clientDir) {
  return readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => {
      const path = `/${file.split(sep).join("/")}`.replace(/(?:\/?index)?\.html$/, "") || "/";
      return { path, file: join(clientDir, file) };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

function main() {
  const clientDir = join(defaultDistDir, "client");
  const pages = builtPages(clientDir);
  if (pages.length === 0) {
    console.error(`No pages in ${clientDir}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const results = pages.map(({ path, file }) => {
    const html = readFileSync(file);
    // The gzip file the server sends; pages built before precompression existed are compressed here alike.
    const gzip = existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`) : gzipSync(html, { level: 9 });
    return checkPage(path, html.toString("utf8"), gzip);
  });
  for (const result of results) {
    const status = result.problems.length
      ? `FAIL ${result.problems.join("; ")}`
      : result.whole
        ? "fits"
        : result.mayRunOn
          ? "long text: CSS and LCP in the first flight"
          : "known exception: CSS and LCP in the first flight";
    console.log(`${String(result.gzipBytes).padStart(7)} B  ${result.path}  ${status}`);
  }
  const failed = results.filter((result) => result.problems.length);
  const exceptions = results.filter((result) => result.exception);
  for (const rule of KNOWN_EXCEPTIONS) {
    const count = exceptions.filter((result) => result.exception === rule).length;
    if (count) console.log(`Known exception (${count} pages, ${rule.pattern}): ${rule.reason}`);
  }
  const fits = results.filter((result) => result.whole).length;
  console.log(
    `First round trip: ${results.length} pages, ${fits} fit wholly in ${FIRST_FLIGHT} B gzip, ` +
      `${exceptions.length} known exceptions, ${failed.length} failing.`,
  );
  process.exit(failed.length ? 1 : 0);
}

if (process.argv[1] && relative(process.argv[1], new URL(import.meta.url).pathname) === "") main();
