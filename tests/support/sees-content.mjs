// @ts-check
// Which unit test files can see the site's content: a step that changes only content (the editing guide's examples
// applied to a copy) runs those and no others, since the rest test code that is byte for byte the same as in the
// unit step. A file sees content when it, or anything it imports from this project (followed to the end), names the
// content folder, the content config or the built site. Over-inclusion is harmless; a miss would not be, so the
// signs are broad and a test that reads content some other way should name src/content. A test file that reaches
// them only to run a built server whose answers no content can change (a lead stored, a shutdown, a health check)
// says so in a line of its own, with the reason: `// Content-independent: <why>`; it then runs in the unit step only.
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve, sep } from "node:path";
import { PROJECT_DIR } from "./project-copy.mjs";

/** Words in a module's source that mean it reads content or the build made from it. */
const READS_CONTENT = /astro:content|content\.config|src\/content\b|["']content["']|\bdist\b|CONTENT_DIR/;

/**
 * A module's source without its whole-line comments (`//` lines, and the lines of a `/* … *\/` or JSDoc block), so
 * a comment that mentions src/content or dist/ (most of src/lib's do, to say where a rule's data lives) does not
 * count as reading it. A comment after code on the same line is kept: over-inclusion is harmless.
 * @param {string} source
 */
export function withoutCommentLines(source) {
  return source
    .split("\n")
    .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
    .join("\n");
}

/** A test file's own declaration that no content can change its outcome, and why (at least a few words). */
const CONTENT_INDEPENDENT = /^\/\/ Content-independent: \S.{10,}$/m;

/** Module specifiers: static imports and re-exports, side-effect imports, dynamic imports. */
const SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g;

const EXTENSIONS = ["", ".ts", ".tsx", ".mjs", ".js", ".astro", "/index.ts", "/index.mjs"];

/**
 * The project file a specifier names, or undefined for a package or a file that does not exist.
 * @param {string} root
 * @param {string} from the importing file
 * @param {string} specifier
 */
function resolveImport(root, from, specifier) {
  const bare = specifier.replace(/\?.*$/, "");
  let base;
  if (bare.startsWith("@/")) base = join(root, "src", bare.slice(2));
  else if (bare.startsWith(".")) base = resolve(dirname(from), bare);
  else return undefined;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/**
 * True when a relative or `@/` specifier names a file under src/content/.
 * @param {string} root
 * @param {string} from
 * @param {string} specifier
 */
function isContentFile(root, from, specifier) {
  const bare = specifier.replace(/\?.*$/, "");
  const path = bare.startsWith("@/") ? join(root, "src", bare.slice(2)) : resolve(dirname(from), bare);
  return bare.startsWith("@/") || bare.startsWith(".") ? path.startsWith(join(root, "src", "content") + sep) : false;
}

/**
 * True when the file, or a project module it imports directly or through others, reads content.
 * @param {string} file an absolute path
 * @param {string} [root] the project (or a copy of it)
 */
export function seesContent(file, root = PROJECT_DIR) {
  if (CONTENT_INDEPENDENT.test(readFileSync(file, "utf8"))) return false;
  const seen = new Set();
  const pending = [file];
  while (pending.length > 0) {
    const current = /** @type {string} */ (pending.pop());
    if (seen.has(current)) continue;
    seen.add(current);
    const source = readFileSync(current, "utf8");
    if (READS_CONTENT.test(withoutCommentLines(source))) return true;
    for (const [, specifier] of source.matchAll(SPECIFIERS)) {
      // An import of a content file (`../../content/faq.yaml?raw`) reads it, whatever the path is spelt like.
      if (isContentFile(root, current, /** @type {string} */ (specifier))) return true;
      const target = resolveImport(root, current, /** @type {string} */ (specifier));
      if (target) pending.push(target);
    }
  }
  return false;
}

/**
 * The project modules and folders whose importers see the franchise catalogue: the test helpers that read it
 * (or the built pages, whose every listing, location and tool shows it), and the directory's and the decision
 * tools' rules. A test that names one of them (by its file name) runs in the edited copy. Paths, so a unit test
 * (tests/unit/sees-content.test.ts) can hold this list to the files: a helper renamed without it fails there.
 */
export const CATALOGUE_MODULES = [
  "tests/e2e/directory-data.ts",
  "tests/e2e/listing-rules.ts",
  "tests/unit/content-files.ts",
  "tests/unit/catalogue-fixture.ts",
  "src/lib/content/content-readers.ts",
  "tests/support/built-pages.mjs",
  "src/lib/directory/",
  "src/lib/decide/",
];

/** A module's name as an import spells it: `directory-data` for tests/e2e/directory-data.ts, `lib/decide/`. */
const importedName = (/** @type {string} */ path) =>
  path.endsWith("/")
    ? path.split("/").slice(-3).join("/")
    : /** @type {string} */ (path.split("/").at(-1)).replace(/\.[^.]+$/, "");

/** Words that mean a test reads the franchise content itself. */
const NAMES_FRANCHISES = [String.raw`"franchises"`, String.raw`src\/content\/franchises`];

const SEES_CATALOGUE = new RegExp(
  [
    ...CATALOGUE_MODULES.map((path) => importedName(path).replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")),
    ...NAMES_FRANCHISES,
  ].join("|"),
);

/**
 * True when a test file names the franchise catalogue or a module of CATALOGUE_MODULES, unless it declares that no
 * content can change its outcome (as seesContent reads the declaration).
 * @param {string} file an absolute path
 */
export function seesCatalogue(file) {
  const source = readFileSync(file, "utf8");
  return !CONTENT_INDEPENDENT.test(source) && SEES_CATALOGUE.test(source);
}
