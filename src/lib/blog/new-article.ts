/**
 * What `npm run new:article` writes: the slug from the title, and an MDX file whose frontmatter passes the blog
 * schema from the start (today's date, `draft: true`, placeholders the editor replaces).
 */

/** Title lengths the blog schema accepts (src/content.config.ts). */
const TITLE_MIN = 10;
const TITLE_MAX = 120;
const META_TITLE_MAX = 70;
const SLUG_MAX = 80;

/** Cuts text to at most `max` characters at a word boundary. */
function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(" ");
  return (space > 0 ? cut.slice(0, space) : text.slice(0, max)).replace(/[\s,;:–-]+$/, "");
}

/** "Franchise Insurance: What It Costs!" → "franchise-insurance-what-it-costs" (accents dropped, & as "and"). */
export function articleSlug(title: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
  return cutAtWord(words, SLUG_MAX).replace(/ /g, "-");
}

export interface NewArticleArgs {
  title: string;
  category: string;
}

export const NEW_ARTICLE_USAGE = 'usage: npm run new:article -- "Article title" --category <key>';

/** Reads `"Title" --category <key>` (or `--category=<key>`); throws a message saying what is missing. */
export function parseNewArticleArgs(argv: readonly string[], categories: readonly string[]): NewArticleArgs {
  const rest: string[] = [];
  let category: string | undefined;
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] ?? "";
    if (arg === "--category") category = argv[++index];
    else if (arg.startsWith("--category=")) category = arg.slice("--category=".length);
    else rest.push(arg);
  }
  const title = rest.join(" ").trim();
  if (!title) throw new Error(`No title given.\n${NEW_ARTICLE_USAGE}`);
  if (title.length < TITLE_MIN || title.length > TITLE_MAX) {
    throw new Error(`The title must be ${TITLE_MIN} to ${TITLE_MAX} characters long; it is ${title.length}.`);
  }
  if (!articleSlug(title)) throw new Error("The title needs some letters or digits to make a URL from.");
  if (!category) throw new Error(`No category given: use one of ${categories.join(", ")}.\n${NEW_ARTICLE_USAGE}`);
  if (!categories.includes(category)) {
    throw new Error(`Unknown category "${category}": use one of ${categories.join(", ")} (blog-categories.yaml).`);
  }
  return { title, category };
}

/** yyyy-mm-dd of a date, in UTC like the publishing rule. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The new article's MDX: valid frontmatter (draft, dated `today`) and a skeleton body. */
export function articleScaffold({ title, category }: NewArticleArgs, today: Date): string {
  const slug = articleSlug(title);
  const yaml = (text: string) => JSON.stringify(text);
  return `---
title: ${yaml(title)}
slug: ${slug}
category: ${category}
excerpt: "Draft excerpt: one or two sentences for the blog cards and under the title, 60 to 260 characters."
author: "The Advisory Team"
publishDate: ${isoDay(today)}
heroImage: ./images/${slug}.jpg
heroAlt: "" # decorative: the drawn art shows nothing to describe; describe a photograph you put in its place
tags: []
metaTitle: ${yaml(cutAtWord(title, META_TITLE_MAX))}
metaDescription: "Draft meta description: what a reader learns from this article, in 50 to 160 characters."
featured: false
draft: true
---

# ${title}

{/* Draft: only \`npm run dev\` shows it. Replace the placeholders above, write the article, then set draft: false
    (publishDate is the day it goes live). The components every article can use are on /editors/mdx-kit. */}

Write the opening paragraph here: who the article is for and what they will know by the end.

## First section

Make each point once, with UK figures and their sources.
`;
}
