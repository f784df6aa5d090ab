// Crawls the built site from "/" and every built page with linkinator and fails on any broken internal link.
import { LinkChecker } from "linkinator";
import { startBuiltSite } from "../support/site-server.mjs";
import { builtPagePaths, isNotFoundPage } from "../support/built-pages.mjs";

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
  const broken = result.links.filter((link) => link.state === "BROKEN");
  const checked = result.links.filter((link) => link.state === "OK").length;
  for (const link of broken) console.error(`BROKEN ${link.status} ${link.url} (linked from ${link.parent})`);
  console.log(`Link check: ${checked} internal links OK, ${broken.length} broken, across ${pages.length} pages.`);
  process.exitCode = broken.length ? 1 : 0;
} finally {
  await site.close();
}
