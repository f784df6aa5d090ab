/**
 * A content file's text, for modules that read a file outside the content layer (the UK facts, the privacy
 * notice's recipients, the free call's mails). Under Vite (the build, the server bundle, vitest) the file is bundled,
 * so the server never reads src/content at run time; in plain Node, where the lead scripts and Playwright's specs
 * load these modules, `import.meta.glob` does not exist and the file is read from disk instead.
 */
import { readFileSync } from "node:fs";

/**
 * `bundle` is the caller's own `() => import.meta.glob(path, { query: "?raw", import: "default", eager: true })`:
 * Vite rewrites only a literal call in the module that makes it, so each caller writes it out. `file` is the same
 * file as a URL, for plain Node.
 */
export function bundledText(bundle: () => Record<string, string>, path: string, file: URL): string {
  try {
    const text = bundle()[path];
    if (text !== undefined) return text;
  } catch {
    // Not under Vite: read the file below.
  }
  return readFileSync(file, "utf8");
}
