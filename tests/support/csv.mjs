// @ts-check
// Reads the lead export (`npm run leads:export`, src/lib/leads/csv.ts) back in tests, as a spreadsheet would.

/**
 * RFC 4180 rows: quoted cells may hold separators, quotes ("") and line breaks.
 * @param {string} text
 * @returns {string[][]}
 */
export function parseCsv(text) {
  /** @type {string[][]} */
  const rows = [];
  for (const [line] of text.matchAll(/(?:"(?:[^"]|"")*"|[^,\r\n"])*(?:,(?:"(?:[^"]|"")*"|[^,\r\n"])*)*\r\n/g)) {
    const cells = [...line.replace(/\r\n$/, "").matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, cell]) =>
      cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell,
    );
    rows.push(cells);
  }
  return rows;
}
