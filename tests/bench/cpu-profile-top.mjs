// @ts-check
// The top of a V8 CPU profile (`node --cpu-prof`), as the bench prints it after a run: self time by function and
// by where the code lives (a package, or a folder of this project), so the costliest work under load reads at a
// glance without a profiler's window. `node tests/bench/cpu-profile-top.mjs <dir or .cpuprofile>…` prints it too.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/**
 * @typedef {{ id: number, callFrame: { functionName: string, url: string, lineNumber: number },
 *   children?: number[] }} ProfileNode
 * @typedef {{ nodes: ProfileNode[], samples: number[], timeDeltas: number[] }} CpuProfile
 */

/**
 * Where a script lives: the package under node_modules (scoped ones with their scope), else the path from the
 * project's src/ or dist/, cut to two folders; Node's own modules and V8's pseudo-frames as they are named.
 * @param {string} url
 * @param {string} functionName
 */
export function placeOf(url, functionName) {
  if (!url) return `(${functionName.replace(/[()]/g, "") || "anonymous"})`;
  if (url.startsWith("node:")) return url;
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(url);
  if (inPackage) {
    const file = inPackage[2].split("/").pop() ?? "";
    // React's two builds are the first thing to tell apart.
    return /\.(?:development|production)\.js$/.test(file) ? `${inPackage[1]} ${file}` : inPackage[1];
  }
  return /\/((?:src|dist)\/.*)$/.exec(url)?.[1] ?? url;
}

/**
 * Self time (ms) per function and per place, largest first, with the total sampled; idle time (the process waiting
 * for work) is left out of both, so the shares are of the time it was busy.
 * @param {CpuProfile} profile
 */
export function profileTop(profile) {
  /** @type {Map<number, ProfileNode>} */
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  /** @type {Map<number, number>} */
  const selfUs = new Map();
  profile.samples.forEach((id, index) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
  /** @type {Map<string, number>} */
  const functions = new Map();
  /** @type {Map<string, number>} */
  const places = new Map();
  let total = 0;
  for (const [id, us] of selfUs) {
    const node = byId.get(id);
    if (!node) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === "(idle)") continue;
    const place = placeOf(url, functionName);
    const name = `${functionName || "(anonymous)"} ${place}${url ? `:${lineNumber + 1}` : ""}`;
    functions.set(name, (functions.get(name) ?? 0) + us);
    places.set(place, (places.get(place) ?? 0) + us);
    total += us;
  }
  const sorted = (/** @type {Map<string, number>} */ map) =>
    [...map].sort((a, b) => b[1] - a[1]).map(([name, us]) => ({ name, ms: us / 1000, share: us / total }));
  return { totalMs: total / 1000, functions: sorted(functions), places: sorted(places) };
}

/**
 * Prints the top entries of every profile in a folder (or of the files named).
 * @param {string[] | string} paths
 * @param {number} [count]
 */
export function printProfileTop(paths, count = 15) {
  const files = (Array.isArray(paths) ? paths : [paths]).flatMap((path) =>
    statSync(path).isDirectory()
      ? readdirSync(path)
          .filter((name) => name.endsWith(".cpuprofile"))
          .sort()
          .map((name) => join(path, name))
      : [path],
  );
  for (const file of files) {
    const top = profileTop(JSON.parse(readFileSync(file, "utf8")));
    console.log(`\nCPU profile ${file}: ${(top.totalMs / 1000).toFixed(1)} s busy. Self time by where the code lives:`);
    for (const row of top.places.slice(0, count))
      console.log(`  ${(row.share * 100).toFixed(1).padStart(5)}%  ${row.ms.toFixed(0).padStart(7)} ms  ${row.name}`);
    console.log("  by function:");
    for (const row of top.functions.slice(0, count))
      console.log(`  ${(row.share * 100).toFixed(1).padStart(5)}%  ${row.ms.toFixed(0).padStart(7)} ms  ${row.name}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) printProfileTop(process.argv.slice(2));
