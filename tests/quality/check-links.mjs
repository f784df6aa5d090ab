// @ts-check
// Crawls the built site from "/" and every built page with linkinator and fails on any broken internal link.
// A link whose request got no answer at all (status 0: a refused or reset connection, which a busy machine gives a
// crawl of sixteen at a time) is asked again, one request at a time, before it is called broken: a server error or
// a 404 is reported at once, never retried away.
import { LinkChecker } from "linkinator";
import { startBuiltSite } from "../support/site-server.mjs";
import { builtPagePaths, isNotFoundPage } from "../support/built-pages.mjs";

/** How many more times a link that got no answer is asked, one request at a time. */
const RETRIES_WITHOUT_ANSWER = 3;

/**
 * The status a link answers with when asked alone, asked up to RETRIES_WITHOUT_ANSWER times while no answer comes.
 * @param {string} url
 * @returns {Promise<number>} the HTTP status, or 0 if every attempt got no answer
 */
async function statusAskedAlone(url) {
  for (let attempt = 0; attempt < RETRIES_WITHOUT_ANSWER; attempt += 1) {
    try {
      const response = await fetch(url, { redirect: "follow" });
      await response.arrayBuffer();
      return response.status;
    } catch {
      // No answer again: ask once more (the previous request has ended, so this one does not queue behind it).
    }
  }
  return 0;
}

const site = await startBuiltSite();
try {
  const checker = new LinkChecker();
  const pages = builtPagePaths().filter((path) => !isNotFoundPage(path));
  const result = await checker.check({
    path: pages.map((path) => site.baseUrl + path),
    recurse: true,
    concurrency: 16,
    // Only our own pages are crawled: the network is closed, and third-party pages are not ours to fix.
    linksToSkip: (link) => Promise.resolve(!link.startsWith(site.baseUrl)),
  });
  const broken = [];
  let retried = 0;
  let answeredAlone = 0;
  for (const link of result.links.filter((entry) => entry.state === "BROKEN")) {
    if (link.status === 0 || link.status === undefined) {
      retried += 1;
      const status = await statusAskedAlone(link.url);
      if (status >= 200 && status < 400) {
        answeredAlone += 1;
        continue;
      }
      broken.push({ ...link, status });
    } else broken.push(link);
  }
  const checked = result.links.filter((link) => link.state === "OK").length + answeredAlone;
  for (const link of broken) console.error(`BROKEN ${link.status} ${link.url} (linked from ${link.parent})`);
  console.log(
    `Link check: ${checked} internal links OK, ${broken.length} broken, across ${pages.length} pages` +
      ` (${retried} that got no answer in the crawl asked again alone).`,
  );
  process.exitCode = broken.length ? 1 : 0;
} finally {
  await site.close();
}
