/**
 * The contact forms' words (src/content/pages/contact.yaml) as the module `virtual:contact-copy`, bundled with the
 * contact island as the business's contact details are (src/components/islands/ContactForms.tsx): sent as props
 * they would ride in the HTML of every page with a contact section (about 300 B of Brotli), pushing /services and
 * the home page past their first round trip, while the island's script is fetched once, on intent, and cached.
 * The file's schema (contactPageSchema) is checked by its content collection, so a bad file still fails the build
 * naming the field; its reasons hold no placeholders, so nothing needs expanding here.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import yaml from "js-yaml";
import type { AstroIntegration } from "astro";

const MODULE = "virtual:contact-copy";
const RESOLVED = `\0${MODULE}`;
/** The file, relative to the project. */
export const CONTACT_COPY_FILE = "src/content/pages/contact.yaml";

/** The Astro integration adding the module. */
export function contactCopy(): AstroIntegration {
  return {
    name: "contact-copy",
    hooks: {
      "astro:config:setup": ({ config, updateConfig }) => {
        const file = fileURLToPath(new URL(CONTACT_COPY_FILE, config.root));
        updateConfig({
          vite: {
            plugins: [
              {
                name: "contact-copy",
                resolveId: (id) => (id === MODULE ? RESOLVED : undefined),
                load(id) {
                  if (id !== RESOLVED) return undefined;
                  // Re-read when the owner edits the file under `astro dev` or `npm run edit`.
                  this.addWatchFile(file);
                  return `export default ${JSON.stringify(yaml.load(readFileSync(file, "utf8")))};`;
                },
              },
            ],
          },
        });
      },
    },
  };
}
