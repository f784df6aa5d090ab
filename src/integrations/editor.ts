/**
 * The browser editor (Keystatic, keystatic.config.ts) in the build only where it is safe: in the dev server of
 * `npm run edit` (local mode: saves write the checkout's files), or in a build with every GitHub-mode setting
 * (src/lib/editor/mode.ts). Anywhere else its page and API routes are not added at all, so they answer 404; a
 * build asked for local mode stops here instead of shipping an API that writes files without sign-in.
 */
import keystatic from "@keystatic/astro";
import { fileURLToPath } from "node:url";
import { loadEnv } from "vite";
import type { Plugin } from "vite";
import type { AstroIntegration } from "astro";
import { editorMode } from "../lib/editor/mode";

const FS_STUB = "\0editor-browser-fs";

/**
 * `node:fs` for the editor's browser bundle only. Its page-copy forms are generated from the copy schemas
 * (src/lib/editor/from-zod.ts), whose UK facts module reads the file with node:fs only where Vite's bundled text is
 * missing, which in the browser it never is; Vite's own stand-in throws as soon as the import is touched.
 */
function browserFsStub(): Plugin {
  return {
    name: "editor-browser-fs",
    enforce: "pre",
    resolveId: (id, _importer, options) => (id === "node:fs" && !options?.ssr ? FS_STUB : undefined),
    load: (id) =>
      id === FS_STUB
        ? 'export function readFileSync() { throw new Error("no files to read in the browser"); }\nexport default { readFileSync };'
        : undefined,
  };
}

/** The Astro integration; it wraps Keystatic's own, which it runs only when the editor is on. */
export function editor(): AstroIntegration {
  const inner = keystatic();
  return {
    name: "editor",
    hooks: {
      "astro:config:setup": (params) => {
        // Settings from .env files count as the environment does, as they would for the code that reads them.
        const env = {
          ...loadEnv(params.command === "dev" ? "development" : "production", process.cwd(), ""),
          ...process.env,
        };
        const mode = editorMode(params.command, env);
        if (mode.kind === "off") return;
        params.logger.info(
          mode.kind === "local"
            ? "editor on at /keystatic, local mode: saves write this checkout's files"
            : `editor on at /keystatic, GitHub mode: saves are commits to ${mode.repo}`,
        );
        // The storage keystatic.config.ts uses, fixed at build time: no request can choose another.
        params.updateConfig({
          vite: {
            define: { __EDITOR_MODE__: JSON.stringify(mode) },
            plugins: [browserFsStub()],
            // Keystatic lists its API module among the browser's dependencies to pre-bundle; it imports
            // astro:env/server, which only Astro's server build resolves, so pre-bundling it fails the dev server.
            optimizeDeps: { exclude: ["@keystatic/astro/api"] },
          },
        });
        // Its answers' headers (no-store, noindex, the editor's own CSP): in this build only, ahead of src/middleware/index.ts.
        params.addMiddleware({
          entrypoint: fileURLToPath(new URL("../middleware/editor.ts", import.meta.url)),
          order: "pre",
        });
        return inner.hooks["astro:config:setup"]?.(params);
      },
    },
  };
}
