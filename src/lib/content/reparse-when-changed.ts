/**
 * Astro's glob loader keeps an entry parsed at the last build while its file is unchanged, but the schemas'
 * transforms and checks also read other files: the register of claims (a statistic's value, label and definition),
 * the site settings and UK facts (placeholders), the ids of other entries (references). So an owner who changed a
 * claim saw the old one on every page whose own file had not changed. This wraps a loader so that when any of those
 * inputs, or the schemas' code, changed since the store was filled, the collection's store is emptied first and
 * every entry parsed again.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Loader } from "astro/loaders";

/**
 * The files, and folders of files, that the schemas read besides each entry's own file, and the schemas' own code
 * (Astro sees a change to content.config.ts, not to the modules it imports).
 */
export const SCHEMA_INPUTS: readonly string[] = [
  "src/lib/schemas",
  "src/lib/claims",
  "src/lib/site",
  "src/lib/facts",
  "src/config",
  "src/content/claims.json",
  "src/content/business.json",
  "src/content/policies.json",
  "src/content/uk-facts.yaml",
  "src/content/packages.yaml",
];

const META_KEY = "schema-inputs";

/** The SHA-256 of every input under `root` (folders read file by file, in name order) and of `extra`. */
export function schemaInputsDigest(root: string, extra = "", inputs: readonly string[] = SCHEMA_INPUTS): string {
  const hash = createHash("sha256").update(extra);
  const add = (path: string) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) for (const name of readdirSync(path).sort()) add(join(path, name));
    else hash.update(path).update(readFileSync(path));
  };
  for (const input of inputs) add(join(root, input));
  return hash.digest("hex");
}

/** `loader`, parsing every entry again whenever `digest` differs from the one its store was filled with. */
export function reparsedWhenChanged(loader: Loader, digest: string): Loader {
  return {
    ...loader,
    load: async (context) => {
      if (context.meta.get(META_KEY) !== digest) {
        context.store.clear();
        context.meta.set(META_KEY, digest);
      }
      return loader.load(context);
    },
  };
}
