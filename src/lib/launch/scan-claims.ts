/**
 * The claims check over a project's files (build time, Node): the business copy a visitor reads as the business
 * speaking. Articles (src/content/blog) are about franchising in the world, the UK facts file and franchise and
 * location data are facts about others, and the legal pages (terms, privacy) state the claims' conditions by
 * reference: none of them is scanned. See docs/editing-content.md ("Claims").
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { findClaimLiterals, type ClaimLiteral } from "../claims/literals";
import { filesInScope, type FileScope } from "../review/visitor-files";

/** The folders and files the check reads, relative to the project, with the file endings it reads in each. */
export const CLAIM_SCAN_SCOPE: readonly FileScope[] = [
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

/** Every claim-shaped literal in the project at `root`. */
export function scanProjectForClaims(root: string): ClaimLiteral[] {
  return filesInScope(root, CLAIM_SCAN_SCOPE).flatMap((file) =>
    findClaimLiterals(file, readFileSync(join(root, ...file.split("/")), "utf8")),
  );
}
