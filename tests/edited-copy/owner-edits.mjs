// @ts-check
// Three first-day edits the guide tells an owner are fine, applied to the edited copy (./run.mjs) so the tests that
// see the content must stay green through them: the Platinum package's price raised (£950 → £1,200, which the
// JSON-LD price range and /services follow), a published article cut below the house length (a warning, never a
// failure), and a franchise still marked as a sample edited before it is replaced (its minimum investment changed,
// which its title and description follow through `{minInvestment}`).
import { readFile, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { PROJECT_DIR } from "../support/project-copy.mjs";

/**
 * Rewrites one file of the copy, failing loudly when the edit no longer applies (the content moved on).
 * @param {string} path
 * @param {(text: string) => string} change
 */
async function edit(path, change) {
  const before = await readFile(path, "utf8");
  const after = change(before);
  if (after === before) throw new Error(`owner-edits: the edit of ${path} no longer applies`);
  await writeFile(path, after);
}

/** @param {string} copyDir */
export async function applyOwnerEdits(copyDir) {
  const content = join(copyDir, "src", "content");
  // 1. A price, changed as the guide's "Packages" says: the one amount in pounds ("£1,200" is made from it).
  await edit(join(content, "packages.yaml"), (text) => text.replace(/amount: 950\n/, "amount: 1200\n"));

  // 2. A short article: the first published one, its body cut to its opening paragraphs of plain prose.
  const blog = join(content, "blog");
  const [first] = (await readdir(blog)).filter((name) => name.endsWith(".mdx")).sort();
  if (!first) throw new Error("owner-edits: no article to shorten");
  await edit(join(blog, first), (text) => {
    const end = text.indexOf("\n---", 4) + 4;
    const paragraphs = text
      .slice(end)
      .split(/\n\s*\n/)
      .filter(Boolean);
    const prose = [];
    for (const paragraph of paragraphs) {
      if (!/^[A-Z#]/.test(paragraph.trim())) break; // Stop before a component, a list or a table.
      prose.push(paragraph.trim());
      if (prose.join(" ").split(/\s+/).length > 300) break;
    }
    return `${text.slice(0, end)}\n\n${prose.join("\n\n")}\n`;
  });

  // 3. A sample franchise edited before it is replaced: the template's own, still `sample: true`, its minimum raised.
  const sample = "fettlewick-home-cleaning.yaml";
  const original = await readFile(join(PROJECT_DIR, "src", "content", "franchises", sample), "utf8");
  if (!/^sample: true$/m.test(original)) throw new Error(`owner-edits: ${sample} is no longer a sample`);
  await writeFile(join(content, "franchises", sample), original);
  await edit(join(content, "franchises", sample), (text) => text.replace(/^( {2}min:) 9999$/m, "$1 12000"));
  console.log(`Owner's edits applied: Platinum £1,200, ${first} shortened, ${sample} (a sample) at £12,000`);
}
