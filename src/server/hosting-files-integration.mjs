// Writes _redirects and _headers into the static output so static hosts apply the server's rules.
import { writeFile } from "node:fs/promises";
import { headersFile, redirectsFile } from "./hosting-rules.mjs";

/** @returns {import('astro').AstroIntegration} */
export function hostingFiles() {
  return {
    name: "hosting-files",
    hooks: {
      "astro:build:done": async ({ dir }) => {
        await writeFile(new URL("_redirects", dir), redirectsFile());
        await writeFile(new URL("_headers", dir), headersFile());
      },
    },
  };
}
