/**
 * /content-check, in `npm run edit` only (src/integrations/review-page.ts): what the build would refuse in the
 * content as it is saved now, each file with the field at fault and the build's own message
 * (src/lib/content/content-check.ts), read fresh on every visit, never cached or indexed.
 *
 * A plain HTML answer rather than an Astro page, on purpose: once a save breaks the content, the dev server lays
 * Vite's error overlay (a stack trace in developer terms) over every page that loads its client script, this one
 * included, just when it is needed. An endpoint's answer loads no script, so the list stays readable.
 */
import type { APIRoute } from "astro";
import { checkContent, type ContentProblem } from "@/lib/content/content-check";
import { pageForFile } from "@/lib/review/page-for-file";

export const prerender = false;

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

/** One file's problems, each field with the build's message. */
function fileSection(file: string, problems: readonly ContentProblem[]): string {
  const page = pageForFile(file);
  const rows = problems
    .map((problem) => `<dt>${escape(problem.field || "the file")}</dt><dd>${escape(problem.message)}</dd>`)
    .join("");
  const link = page ? `<p><a href="${escape(page)}">Open ${escape(page)} as a visitor sees it</a></p>` : "";
  return `<li><h2>${escape(file)}</h2>${link}<dl>${rows}</dl></li>`;
}

export const GET: APIRoute = () => {
  const problems = checkContent(process.cwd());
  const files = [...new Set(problems.map((problem) => problem.file))];
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const summary =
    files.length === 0
      ? `<p role="status" class="ok">Nothing the build would refuse.</p>`
      : `<p role="alert" class="stop">The build would stop: ${plural(problems.length, "problem", "problems")} in ` +
        `${plural(files.length, "file", "files")}. Until each is put right, the site keeps showing what it showed before.</p>`;
  const sections = files
    .map((file) =>
      fileSection(
        file,
        problems.filter((problem) => problem.file === file),
      ),
    )
    .join("");
  const html = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Content check</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; color: #0f172a; max-width: 56rem; margin: 0 auto; padding: 2rem 1rem; }
h1 { font-family: Georgia, serif; font-size: 1.875rem; margin: 0 0 .5rem; }
h2 { font: 600 1rem ui-monospace, monospace; margin: 0; overflow-wrap: anywhere; }
.ok, .stop { border: 1px solid; border-radius: .25rem; padding: .75rem; }
.ok { border-color: #15803d; background: #f0fdf4; }
.stop { border-color: #b91c1c; background: #fef2f2; color: #7f1d1d; }
ol { list-style: none; padding: 0; }
li { border: 1px solid #cbd5e1; border-radius: .25rem; padding: 1rem; margin-top: 1.5rem; }
dl { display: grid; grid-template-columns: minmax(0, 14rem) 1fr; gap: .25rem 1rem; font-size: .875rem; }
dt { font: 600 .875rem ui-monospace, monospace; overflow-wrap: anywhere; }
dd { margin: 0; }
a { color: #1d4ed8; }
</style>
</head>
<body>
<main>
<h1>Content check</h1>
<p>The build's own checks, run on the files as they are saved now. Reload this page after saving in the editor.</p>
${summary}
<ol>${sections}</ol>
</main>
</body>
</html>
`;
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
};
