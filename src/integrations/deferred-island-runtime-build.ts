/**
 * The `client:intent` directive and, for built pages, the island runtime deferred to the visitor's first gesture.
 * Astro inlines its island runtime (the <astro-island> element) and each directive's registration into every page
 * with an island, which no visitor needs before reaching for one. During the client build this integration
 *  - writes those two scripts, exactly as Astro would inline them, into one file, `/_astro/island-runtime.<hash>.js`:
 *    the <astro-island> element from Astro's own module (astro/runtime/server/astro-island.prebuilt.js) and the
 *    directive bundled from src/client/intent-directive.ts the way Astro bundles a client directive;
 *  - bundles the inline loaders from TypeScript (src/client/island-loaders/general.ts and media.ts) with that file's URL;
 *  - lists every entry chunk's static module graph, from Rollup's own bundle, so a page can name each island's;
 * and writes all of it to the server build folder as the plan (`island-runtime.json`) that
 * deferred-island-runtime.mjs applies to every page, at build time and to pages rendered on demand.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import astroIslandScript from "astro/runtime/server/astro-island.prebuilt.js";
import { build } from "esbuild";
import type { Plugin } from "vite";
import { ISLAND_STYLESHEETS } from "../lib/html/critical-css.mjs";
import { ISLAND_MODULES, PLAN_FILE, type IslandRuntimePlan } from "../lib/html/deferred-island-runtime.mjs";

const DIRECTIVE = "intent";
const DIRECTIVE_ENTRY = fileURLToPath(new URL("../client/intent-directive.ts", import.meta.url));
const LOADERS = {
  general: fileURLToPath(new URL("../client/island-loaders/general.ts", import.meta.url)),
  media: fileURLToPath(new URL("../client/island-loaders/media.ts", import.meta.url)),
};

/** The installed Astro's version (node_modules/astro/package.json), recorded in the plan. */
export const ASTRO_VERSION: string = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve("astro/package.json"), "utf8"),
).version;

/**
 * The directive's registration as Astro 5 inlines it: the entrypoint bundled by esbuild, minified, into an IIFE
 * that sets `Astro.intent` and announces it (astro/dist/core/client-directive/build.js). The page rewrite removes
 * exactly this text, and fails the build if a page with an intent island does not carry it.
 */
export async function directiveScript(root: string): Promise<string> {
  const output = await build({
    stdin: {
      contents: `import directive from ${JSON.stringify(DIRECTIVE_ENTRY)};

(self.Astro || (self.Astro = {}))[${JSON.stringify(DIRECTIVE)}] = directive;

window.dispatchEvent(new Event('astro:' + ${JSON.stringify(DIRECTIVE)}));`,
      resolveDir: root,
    },
    absWorkingDir: root,
    format: "iife",
    minify: true,
    bundle: true,
    write: false,
  });
  return output.outputFiles[0]!.text;
}

/** An inline loader: its TypeScript module bundled and minified into one expression, the constants written in. */
export async function loaderScript(entry: string, runtimeUrl: string): Promise<string> {
  const output = await build({
    entryPoints: [entry],
    define: {
      RUNTIME_URL: JSON.stringify(runtimeUrl),
      ISLAND_MODULES: JSON.stringify(ISLAND_MODULES),
      ISLAND_STYLESHEETS: JSON.stringify(ISLAND_STYLESHEETS),
    },
    format: "iife",
    minify: true,
    bundle: true,
    write: false,
    target: "es2022",
    // Not the project's tsconfig: its strict mode would add a "use strict" the loaders do not need.
    tsconfigRaw: {},
  });
  return output.outputFiles[0]!.text.trim();
}

/** A chunk of Rollup's output bundle, as far as the module graph goes. */
type BundleChunk = { type: "chunk"; fileName: string; isEntry: boolean; isDynamicEntry: boolean; imports: string[] };

/**
 * Every entry chunk's URL → the URLs of itself and every chunk it imports statically, directly or not (dynamic
 * imports load later, on the island's own terms, so they are not listed).
 */
export function moduleGraphs(bundle: Record<string, { type: string }>, base: string): Record<string, string[]> {
  const chunks = new Map(
    Object.values(bundle)
      .filter((item): item is BundleChunk => item.type === "chunk")
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const graphs: Record<string, string[]> = {};
  for (const chunk of chunks.values()) {
    if (!chunk.isEntry && !chunk.isDynamicEntry) continue;
    const seen = new Set<string>();
    const visit = (fileName: string) => {
      if (seen.has(fileName)) return;
      seen.add(fileName);
      for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
    };
    visit(chunk.fileName);
    graphs[base + chunk.fileName] = [...seen].map((fileName) => base + fileName);
  }
  return graphs;
}

/** The Vite plugin of the client build that writes the runtime file and the plan. */
function islandRuntimePlugin(root: string, base: string, serverDir: URL): Plugin {
  let plan: IslandRuntimePlan | undefined;
  return {
    name: "deferred-island-runtime",
    async generateBundle(_options, bundle) {
      const directive = await directiveScript(root);
      const runtime = `${directive}\n${astroIslandScript}`;
      const name = `island-runtime.${createHash("sha256").update(runtime).digest("base64url").slice(0, 10)}.js`;
      const fileName = `_astro/${name}`;
      this.emitFile({ type: "asset", fileName, source: runtime });
      const runtimeUrl = base + fileName;
      plan = {
        astroVersion: ASTRO_VERSION,
        runtime: runtimeUrl,
        astroScripts: `<script>${directive}</script><script>${astroIslandScript}</script>`,
        loaders: {
          general: await loaderScript(LOADERS.general, runtimeUrl),
          media: await loaderScript(LOADERS.media, runtimeUrl),
        },
        modules: moduleGraphs(bundle, base),
      };
    },
    writeBundle() {
      if (!plan) return;
      mkdirSync(serverDir, { recursive: true });
      writeFileSync(new URL(PLAN_FILE, serverDir), `${JSON.stringify(plan, null, 2)}\n`);
    },
  };
}

export function deferredIslandRuntime(): AstroIntegration {
  let root = "";
  let base = "/";
  let serverDir: URL | undefined;
  return {
    name: "deferred-island-runtime",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({ name: DIRECTIVE, entrypoint: DIRECTIVE_ENTRY });
      },
      "astro:config:done": ({ config }) => {
        root = fileURLToPath(config.root);
        base = config.base.endsWith("/") ? config.base : `${config.base}/`;
        serverDir = config.build.server;
      },
      "astro:build:setup": ({ target, updateConfig }) => {
        if (target === "client" && serverDir) updateConfig({ plugins: [islandRuntimePlugin(root, base, serverDir)] });
      },
    },
  };
}
