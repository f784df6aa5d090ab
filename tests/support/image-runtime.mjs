// @ts-check
// The runtime exactly as deploy/Containerfile ships it, without Docker: the final stage's COPY lines are read
// and only those files are placed in a fresh directory (hard links, so it takes a second), with the production
// dependencies of package-lock.json as `npm ci --omit=dev` would install them (linked from this checkout's
// node_modules, so it works offline). A file the server imports that the image does not copy is then missing,
// as it would be in the image.
import { existsSync, linkSync, mkdirSync, readFileSync, readdirSync, readlinkSync, symlinkSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/**
 * The final stage's copies: `[source paths relative to the repository, destination relative to WORKDIR]`. A
 * source of the build stage (`--from=build /app/x`) is this checkout's `x`, where `npm run build` left dist/.
 * @param {string} containerfile the Containerfile's text
 * @returns {{ sources: string[], destination: string }[]}
 */
export function finalStageCopies(containerfile) {
  const text = containerfile.replace(/\\\n/g, " ");
  const stages = text.split(/^FROM\s/m);
  const final = stages[stages.length - 1];
  const workdir = /^WORKDIR\s+(\S+)/m.exec(final)?.[1] ?? "/";
  return [...final.matchAll(/^COPY\s+(.+)$/gm)].map(([, args]) => {
    const parts = args.trim().split(/\s+/);
    const fromBuild = parts.some((part) => part.startsWith("--from="));
    const paths = parts.filter((part) => !part.startsWith("--"));
    const destination = /** @type {string} */ (paths.pop());
    const sources = paths.map((source) => {
      if (!fromBuild) return source;
      if (!source.startsWith(`${workdir}/`)) throw new Error(`a COPY --from source outside ${workdir}: ${source}`);
      return source.slice(workdir.length + 1);
    });
    return { sources, destination };
  });
}

/**
 * Hard-links a file or a folder's tree (a symbolic link is copied as one); `skip` names folders left out.
 * @param {string} from
 * @param {string} to
 * @param {(name: string) => boolean} [skip]
 */
function linkTree(from, to, skip = () => false) {
  mkdirSync(dirname(to), { recursive: true });
  const entries = readdirSync(from, { withFileTypes: true });
  mkdirSync(to, { recursive: true });
  for (const entry of entries) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else if (entry.isDirectory()) {
      if (!skip(entry.name)) linkTree(source, target, skip);
    } else linkSync(source, target);
  }
}

/**
 * Places what the image holds under `appDir`: the copied files, then node_modules with the production packages
 * only (package-lock.json entries not marked `dev`; optional ones this machine did not install are absent).
 * @param {string} appDir an empty folder on the same file system as this checkout
 * @param {string} [containerfile] the Containerfile's text (deploy/Containerfile by default)
 */
export function assembleImageRuntime(appDir, containerfile = readFileSync(join(ROOT, "deploy/Containerfile"), "utf8")) {
  for (const { sources, destination } of finalStageCopies(containerfile)) {
    for (const source of sources) {
      const from = join(ROOT, source);
      if (!existsSync(from)) throw new Error(`the Containerfile copies ${source}, which is not here (no build?)`);
      // Docker's rules: a folder's contents go to the destination; a file goes into it when it ends with "/".
      if (readdirSafe(from) !== null) linkTree(from, join(appDir, destination));
      else {
        const target = join(appDir, destination, destination.endsWith("/") ? basename(source) : "");
        mkdirSync(dirname(target), { recursive: true });
        linkSync(from, target);
      }
    }
  }
  /** @type {{ packages: Record<string, { dev?: boolean }> }} */
  const lock = JSON.parse(readFileSync(join(ROOT, "package-lock.json"), "utf8"));
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (!path.startsWith("node_modules/") || entry.dev) continue;
    const from = join(ROOT, path);
    if (!existsSync(from)) continue;
    // Nested node_modules are entries of their own, each with its own `dev` flag.
    linkTree(from, join(appDir, path), (name) => name === "node_modules");
  }
}

/** @param {string} path */
function readdirSafe(path) {
  try {
    return readdirSync(path);
  } catch {
    return null;
  }
}
