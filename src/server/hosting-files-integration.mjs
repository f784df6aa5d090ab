// Writes _redirects and _headers into the static output so static hosts apply the server's rules.
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { headersFile, redirectsFile } from "./hosting-rules.mjs";
import { collectScriptHashes, contentSecurityPolicy } from "./csp.mjs";

/** @returns {import('astro').AstroIntegration} */
export function hostingFiles() {
  return {
    name: "hosting-files",
    hooks: {
      "astro:build:done": async ({ dir }) => {
        await writeFile(new URL("_redirects", dir), redirectsFile());
        const csp = contentSecurityPolicy(collectScriptHashes(fileURLToPath(dir)));
        await writeFile(new URL("_headers", dir), headersFile({ "Content-Security-Policy": csp }));
      },
    },
  };
}
