/**
 * `npm run new:article -- "Title" --category <key>`: creates src/content/blog/<slug>.mdx as a draft with valid
 * frontmatter, and draws its hero image with make-hero-image.mjs. It never overwrites an existing article.
 */
import { spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { readBlogCategories } from "@/lib/content/content-readers";
import { articleScaffold, articleSlug, parseNewArticleArgs } from "@/lib/blog/new-article";

function main(): number {
  const categories = readBlogCategories().map((category) => category.id);
  const args = parseNewArticleArgs(process.argv.slice(2), categories);
  const slug = articleSlug(args.title);
  const file = `src/content/blog/${slug}.mdx`;
  if (existsSync(file)) throw new Error(`${file} already exists: choose another title or edit that file.`);
  const imageFile = `src/content/blog/images/${slug}.jpg`;
  // An image already there (an editor's own, or one drawn before) is kept: neither script overwrites anything.
  if (existsSync(imageFile)) process.stdout.write(`kept ${imageFile}, which already exists\n`);
  else {
    const image = spawnSync(process.execPath, ["src/scripts/make-hero-image.mjs", slug, args.category], {
      stdio: "inherit",
    });
    if (image.status !== 0) throw new Error("Drawing the hero image failed; no article was written.");
  }
  writeFileSync(file, articleScaffold(args, new Date()), { flag: "wx" });
  process.stdout.write(
    `wrote ${file} (draft: true)\nNext: npm run dev, open /blog/${slug}, replace the placeholders, then set draft: false.\n`,
  );
  return 0;
}

try {
  process.exitCode = main();
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exitCode = 1;
}
