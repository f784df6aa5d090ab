// @ts-check
// A small self-contained HTML report of the benchmark: bars per template, because people would rather look than read.

/** @type {Record<string, string>} */
const ENTITIES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const escape = (/** @type {unknown} */ text) => String(text).replace(/[&<>"]/g, (c) => ENTITIES[c]);

/**
 * One template's best Lighthouse run (bench.mjs).
 * @typedef {object} LighthouseRow
 * @property {string} template
 * @property {string} path
 * @property {number} performance
 * @property {number} accessibility
 * @property {number} bestPractices
 * @property {number} seo
 * @property {number} lcpMs
 * @property {number} tbtMs
 * @property {number} cls
 * @property {number} totalBytes
 * @property {number} jsBytes
 * @property {string[]} failedAudits
 */

/**
 * One page's bytes: its first paint (null for an on-demand page, which has no file to read) and the JavaScript
 * loaded before interaction at each width.
 * @typedef {{ path: string, firstPaintBytes: number | null, phoneJsBytes: number, desktopJsBytes: number, mustShipNoJs: boolean }} PageFigures
 */

/**
 * What bench.mjs writes to bench.json.
 * @typedef {{ measuredAt: string, buildSeconds: number | null, lighthouse: LighthouseRow[], tapToPaint: import("./bench-instant.mjs").TapRow[], pages: PageFigures[] }} BenchResults
 */

/**
 * Whether the page was measured from its built file (it has a first paint).
 * @param {PageFigures} page
 * @returns {page is PageFigures & { firstPaintBytes: number }}
 */
export const hasFirstPaint = (page) => page.firstPaintBytes !== null;

/**
 * @param {number} value
 * @param {number} max
 * @param {string | number} label
 * @param {boolean} good
 */
function bar(value, max, label, good) {
  const width = Math.max(1, Math.min(100, (value / max) * 100));
  return `<div class="bar"><span style="width:${width}%;background:${good ? "#15803d" : "#b45309"}"></span><em>${escape(label)}</em></div>`;
}

/**
 * Renders the results object written to bench.json as an HTML page.
 * @param {BenchResults} results
 */
export function renderReport({ measuredAt, buildSeconds, lighthouse, pages }) {
  const rows = lighthouse
    .map(
      (row) => `<tr><th scope="row">${escape(row.template)}<small>${escape(row.path)}</small></th>
      <td>${bar(row.performance, 100, row.performance, row.performance >= 99)}</td>
      <td>${bar(row.lcpMs, 4000, `${row.lcpMs} ms`, row.lcpMs <= 1200)}</td>
      <td>${bar(row.tbtMs, 300, `${row.tbtMs} ms`, row.tbtMs <= 50)}</td>
      <td>${bar(row.cls * 1000, 100, row.cls, row.cls <= 0.01)}</td>
      <td>${bar(row.totalBytes, 300 * 1024, `${(row.totalBytes / 1024).toFixed(1)} KB`, true)}</td>
      <td>${bar(row.jsBytes, 100 * 1024, `${(row.jsBytes / 1024).toFixed(1)} KB`, row.jsBytes === 0)}</td>
      <td>${row.accessibility} / ${row.bestPractices} / ${row.seo}</td></tr>`,
    )
    .join("");
  const biggest = pages
    .filter(hasFirstPaint)
    .sort((a, b) => b.firstPaintBytes - a.firstPaintBytes)
    .slice(0, 25);
  const pageRows = biggest
    .map(
      (page) => `<tr><th scope="row">${escape(page.path)}</th>
      <td>${bar(page.firstPaintBytes, 20 * 1024, `${(page.firstPaintBytes / 1024).toFixed(1)} KB`, page.firstPaintBytes <= 14 * 1024)}</td>
      <td>${bar(page.phoneJsBytes, 100 * 1024, `${(page.phoneJsBytes / 1024).toFixed(1)} KB`, page.phoneJsBytes === 0)}</td>
      <td>${bar(page.desktopJsBytes, 100 * 1024, `${(page.desktopJsBytes / 1024).toFixed(1)} KB`, page.desktopJsBytes === 0)}</td></tr>`,
    )
    .join("");
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Benchmark ${escape(measuredAt)}</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem;color:#1e293b}table{border-collapse:collapse;width:100%}th,td{padding:.4rem;border-bottom:1px solid #e2e8f0;text-align:left;vertical-align:middle}
th small{display:block;color:#475569;font-weight:normal}.bar{position:relative;background:#f1f5f9;height:1.4rem;min-width:8rem}.bar span{position:absolute;inset:0 auto 0 0}.bar em{position:relative;padding-left:.4rem;font-style:normal;line-height:1.4rem}</style></head>
<body><h1>Benchmark</h1><p>Measured ${escape(measuredAt)}${buildSeconds ? `; build ${buildSeconds.toFixed(1)} s` : ""}. Green meets the target.</p>
<h2>Lighthouse, mobile, simulated slow 4G</h2><table><thead><tr><th>Template</th><th>Performance</th><th>LCP</th><th>TBT</th><th>CLS</th><th>Total bytes</th><th>JS bytes</th><th>A11y / BP / SEO</th></tr></thead><tbody>${rows}</tbody></table>
<h2>Largest first paints of ${pages.length} pages (HTML + blocking CSS, gzip) and JS before interaction</h2><table><thead><tr><th>Page</th><th>First paint</th><th>JS at 390 px</th><th>JS at 1280 px</th></tr></thead><tbody>${pageRows}</tbody></table></body></html>`;
}
