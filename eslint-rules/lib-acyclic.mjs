// @ts-check
// src/lib is a graph of domains (its folders) with no cycles: a domain that needs another's code imports it, and
// nothing it imports, directly or through others, imports it back. This rule refuses the import that would close a
// cycle, between domains (content → directory while directory → content) or between two files of one domain, type
// imports included, and names the way back. Tests are not part of the graph: a test may import what it checks.
// Why not eslint-plugin-import-x's no-cycle: it sees only cycles of files, and the knot it replaced was one of
// folders (five domains importing each other through different files); eslint-plugin-boundaries checks a hand-kept
// list of allowed arrows, not that the list has no cycle. Both also need a resolver for the `@/` alias.
// `node eslint-rules/lib-acyclic.mjs` prints the domains and what each imports: the picture docs/architecture.md
// describes.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SRC = join(ROOT, "src");
const LIB = join(SRC, "lib");
const EXTENSIONS = ["", ".ts", ".tsx", ".mjs", ".js", "/index.ts", "/index.mjs"];
// `import … from "x"`, `export … from "x"`, `import "x"` and `import("x")`, as the lines of a module spell them.
const SPECIFIERS =
  /^\s*(?:import|export)\b[^"'`;]*?\bfrom\s*["']([^"']+)["']|^\s*import\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/gm;

/** True for a module of the graph: a source file under src/lib that is not a test. */
const inGraph = (/** @type {string} */ file) =>
  file.startsWith(LIB + sep) && /\.(ts|tsx|mjs|js)$/.test(file) && !/\.test\.ts$/.test(file);

/** The domain of a file under src/lib: its first folder. */
export const domainOf = (/** @type {string} */ file) => relative(LIB, file).split(sep)[0];

/**
 * The project file an import specifier names (`@/` alias or relative, query dropped), or undefined.
 * @param {string} from the importing file
 * @param {string} specifier
 */
export function resolveSpecifier(from, specifier) {
  const bare = specifier.replace(/\?.*$/, "");
  const base = bare.startsWith("@/")
    ? join(SRC, bare.slice(2))
    : bare.startsWith(".")
      ? resolve(dirname(from), bare)
      : undefined;
  if (!base) return undefined;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/**
 * The src/lib modules a file's text imports.
 * @param {string} file
 * @param {string} text
 */
function importsOf(file, text) {
  /** @type {string[]} */
  const targets = [];
  for (const match of text.matchAll(SPECIFIERS)) {
    const target = resolveSpecifier(file, match[1] ?? match[2] ?? match[3] ?? "");
    if (target !== undefined && inGraph(target)) targets.push(target);
  }
  return targets;
}

/** Every module of src/lib and what it imports, as on disk. */
export function libGraph() {
  /** @type {Map<string, string[]>} */
  const graph = new Map();
  const walk = (/** @type {string} */ dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (inGraph(path)) graph.set(path, importsOf(path, readFileSync(path, "utf8")));
    }
  };
  walk(LIB);
  return graph;
}

/**
 * A way from `start` to `goal` through `next`, as the list of steps (start first), or undefined.
 * @template T
 * @param {T} start
 * @param {T} goal
 * @param {(node: T) => Iterable<T>} next
 */
function pathBetween(start, goal, next) {
  /** @type {Map<T, T | undefined>} */
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = /** @type {T} */ (queue.shift());
    if (node === goal) {
      const path = [node];
      for (let step = cameFrom.get(node); step !== undefined; step = cameFrom.get(step)) path.unshift(step);
      return path;
    }
    for (const following of next(node))
      if (!cameFrom.has(following)) {
        cameFrom.set(following, node);
        queue.push(following);
      }
  }
  return undefined;
}

/**
 * The domain graph: for each domain, the domains it imports and, for each, one import that does it.
 * @param {Map<string, string[]>} graph
 */
export function domainGraph(graph) {
  /** @type {Map<string, Map<string, string>>} */
  const domains = new Map();
  for (const [file, targets] of graph) {
    const from = domainOf(file);
    if (!domains.has(from)) domains.set(from, new Map());
    for (const target of targets) {
      const to = domainOf(target);
      const arrows = /** @type {Map<string, string>} */ (domains.get(from));
      if (to !== from && !arrows.has(to)) arrows.set(to, `${relative(LIB, file)} → ${relative(LIB, target)}`);
    }
  }
  return domains;
}

/** @type {Map<string, string[]> | undefined} */
let onDisk;

/** @type {import("eslint").Rule.RuleModule} */
export const libAcyclic = {
  meta: {
    type: "problem",
    docs: { description: "src/lib's domains, and the files within each, import one another without a cycle" },
    schema: [],
  },
  create(context) {
    const file = resolve(context.filename);
    if (!inGraph(file)) return {};
    // The graph as on disk (read once per lint run), with this file's imports as it now stands.
    const graph = new Map((onDisk ??= libGraph()));
    graph.set(file, importsOf(file, context.sourceCode.text));
    const domains = domainGraph(graph);
    const here = domainOf(file);
    /** @param {import("estree").Node & { source?: unknown }} node */
    const check = (node) => {
      const source = /** @type {{ value?: unknown } | null | undefined} */ (node.source);
      if (typeof source?.value !== "string") return;
      const target = resolveSpecifier(file, source.value);
      if (!target || !inGraph(target)) return;
      const there = domainOf(target);
      if (there !== here) {
        const back = pathBetween(there, here, (domain) => domains.get(domain)?.keys() ?? []);
        if (back)
          context.report({
            node,
            message: `src/lib's domains import one way: ${here} → ${there} closes a cycle, since ${back.join(" → ")} (${back
              .slice(0, -1)
              .map((domain, i) => domains.get(domain)?.get(back[i + 1]))
              .join("; ")}). Move the shared piece down into a domain both import (a small types.ts is often enough).`,
          });
      } else {
        const back = pathBetween(target, file, (module) => graph.get(module) ?? []);
        if (back)
          context.report({
            node,
            message: `src/lib's modules import one way: this import closes a cycle, since ${back
              .map((module) => relative(LIB, module))
              .join(" → ")}. Move what both need into a module of its own.`,
          });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { acyclic: libAcyclic } };

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const domains = domainGraph(libGraph());
  for (const domain of [...domains.keys()].sort())
    console.info(`${domain} → ${[...(domains.get(domain)?.keys() ?? [])].sort().join(", ") || "(nothing)"}`);
}
