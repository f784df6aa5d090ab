// @ts-check
// The frozen replacement catalogue in tests/fixtures/small-catalogue/: five invented franchises in their own
// categories. The edited-copy step builds a copy with it; the content-error build tests break its files by exact
// text, so neither depends on today's sample franchises (an owner replacing them keeps `npm test` green).
import { appendFileSync, mkdirSync, readFileSync, readdirSync } from "node:fs";
import { cp, rm } from "node:fs/promises";
import { join } from "node:path";
import { PROJECT_DIR } from "./project-copy.mjs";

export const SMALL_CATALOGUE = join(PROJECT_DIR, "tests", "fixtures", "small-catalogue");

/**
 * Puts the fixture catalogue in place of a project copy's franchises and its events (the sample events name sample
 * franchises, so an owner replaces both), and adds its categories; resolves with the number of franchise files
 * now in the copy.
 * @param {string} copyDir
 */
export async function swapInSmallCatalogue(copyDir) {
  const content = join(copyDir, "src", "content");
  await rm(join(content, "franchises"), { recursive: true, force: true });
  await cp(join(SMALL_CATALOGUE, "franchises"), join(content, "franchises"), { recursive: true });
  // The sample franchises' brochures go with them, as the launch check tells an owner to do.
  await rm(join(copyDir, "public", "brochures"), { recursive: true, force: true });
  mkdirSync(join(copyDir, "public", "brochures"));
  await rm(join(content, "events"), { recursive: true, force: true });
  await cp(join(SMALL_CATALOGUE, "events"), join(content, "events"), { recursive: true });
  appendFileSync(
    join(content, "franchise-categories.yaml"),
    `\n${readFileSync(join(SMALL_CATALOGUE, "extra-categories.yaml"), "utf8")}`,
  );
  return readdirSync(join(content, "franchises")).length;
}
