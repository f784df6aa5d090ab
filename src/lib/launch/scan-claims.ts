/**
 * The claims check over a project's files (build time, Node): the business copy a visitor reads as the business
 * speaking. Articles (src/content/blog) are about franchising in the world, the UK facts file and franchise and
 * location data are facts about others, and the legal pages (terms, privacy) state the claims' conditions by
 * reference: none of them is scanned. See docs/editing-content.md ("Claims").
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { findClaimLiterals, type ClaimLiteral } from "../claims/literals";

/** The folders and files the check reads, relative to the project, with the file endings it reads in each. */
export const CLAIM_SCAN_SCOPE: readonly { path: string; endings: readonly string[] }[] = [
  { path: "src/content/pages", endings: [".yaml"] },
  { path: "src/content/service-pages", endings: [".yaml"] },
  { path: "src/content/packages.yaml", endings: [".yaml"] },
  { path: "src/content/faq.yaml", endings: [".yaml"] },
  { path: "src/components", endings: [".astro", ".tsx"] },
  { path: "src/layouts", endings: [".astro"] },
  { path: "src/pages", endings: [".astro"] },
  // The brochures' text is written in their generator.
  { path: "src/scripts/make-brochure.ts", endings: [".ts"] },
];

/** Every file in scope, as project-relative paths with forward slashes, sorted. */
function filesInScope(root: string): string[] {
  const files: string[] = [];
  for (const { path, endings } of CLAIM_SCAN_SCOPE) {
    const absolute = join(root, ...path.split("/"));
    if (!existsSync(absolute)) continue;
    if (endings.some((ending) => path.endsWith(ending))) {
      files.push(path);
      continue;
    }
    for (const file of readdirSync(absolute, { recursive: true, encoding: "utf8" })) {
      if (endings.some((ending) => file.endsWith(ending))) files.push(`${path}/${file.split("\\").join("/")}`);
    }
  }
  return files.sort();
}

/** Every claim-shaped literal in the project at `root`. */
export function scanProjectForClaims(root: string): ClaimLiteral[] {
  return filesInScope(root).flatMap((file) =>
    findClaimLiterals(file, readFileSync(join(root, ...file.split("/")), "utf8")),
  );
}
