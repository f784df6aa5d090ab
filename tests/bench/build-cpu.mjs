// @ts-check
// The build's CPU time as the catalogue grows, part of `npm run bench` and `npm run bench:scale`, or
// alone: `npx tsx tests/bench/build-cpu.mjs` (BENCH_BUILD_SIZES=13,1000 and BENCH_BUILD_ROUNDS=3 by default; tsx,
// because it imports the catalogue generator, which is TypeScript).
// For each size it copies the project (tests/support/project-copy.mjs: no dist, no caches), generates the extra
// franchises (src/scripts/generate-catalogue.ts), builds it cold (no Astro data store, no image cache, no build
// cache of finished pages or compressed files), edits one article (a sentence added at the end of the first by
// name) and builds again, the copy's caches kept, as an editor's change between two builds. CPU time is user +
// system of the build and every process and thread it starts (from /proc/self/stat's cutime and cstime), so it is
// meaningful on a busy machine where wall time is not. Targets, as ratios to the 13-entry cold build: cold ≤ 3× and
// after one edit ≤ 1.5× at 1,000 franchises. Beside them, the figures recorded before the work on build time
// (build-cpu-before.json). It asserts nothing.
import { readFileSync, readdirSync } from "node:fs";
import { appendFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { buildCopy, copyProject } from "../support/project-copy.mjs";
import { generateCatalogue } from "../../src/scripts/generate-catalogue.ts";
import { median } from "./median.mjs";

export const BUILD_CPU_TARGETS = { coldRatio: 3, editRatio: 1.5 };
const CLOCK_TICKS = 100; // USER_HZ: the unit of /proc's CPU times on Linux

/** CPU seconds (user + system) of this process's finished children so far, from /proc/self/stat. */
function childrenCpuSeconds() {
  const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
  // After the command name: field 16 is cutime, 17 cstime (1-based in proc(5)); here shifted by the two before.
  return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS;
}

/**
 * Builds a copy; resolves with the wall time (ms) and the CPU seconds the build and its children used.
 * @param {string} copy
 */
export async function measuredBuild(copy) {
  const before = childrenCpuSeconds();
  const ms = await buildCopy(copy);
  return { ms, cpuSeconds: Number((childrenCpuSeconds() - before).toFixed(1)) };
}

/**
 * Edits one article (a sentence added at its end), as an editor's change between two builds.
 * @param {string} copy
 */
export async function editOneArticle(copy) {
  const dir = join(copy, "src", "content", "blog");
  const article = readdirSync(dir)
    .filter((name) => name.endsWith(".mdx"))
    .sort()[0];
  await appendFile(join(dir, article), "\nOne more sentence, added between two builds.\n");
}

/**
 * One size's builds: cold, then after one article edit.
 * @typedef {{ size: number, coldMs: number, coldCpuSeconds: number, editMs: number, editCpuSeconds: number }} BuildCpuRow
 */

/**
 * Copies the project with `size` franchises, builds it cold and after one article edit, and hands the copy (built,
 * edit included) to `then` before deleting it.
 * @template T
 * @param {number} size
 * @param {(copy: string, row: BuildCpuRow) => Promise<T>} [then]
 * @returns {Promise<{ row: BuildCpuRow, more: T | undefined }>}
 */
export async function buildColdAndEdited(size, then) {
  const copy = await copyProject(`bench-build-${size}-`);
  try {
    generateCatalogue(copy, size);
    const cold = await measuredBuild(copy);
    await editOneArticle(copy);
    const edited = await measuredBuild(copy);
    /** @type {BuildCpuRow} */
    const row = {
      size,
      coldMs: Math.round(cold.ms),
      coldCpuSeconds: cold.cpuSeconds,
      editMs: Math.round(edited.ms),
      editCpuSeconds: edited.cpuSeconds,
    };
    return { row, more: then ? await then(copy, row) : undefined };
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}

/**
 * Prints the rows as ratios to the 13-entry cold build, with the targets and the figures from before.
 * @param {Pick<BuildCpuRow, "size" | "coldCpuSeconds" | "editCpuSeconds">[]} rows
 * @param {string} [label] what "now" is
 */
export function printBuildCpu(rows, label = "now") {
  /** @typedef {Pick<BuildCpuRow, "size" | "coldCpuSeconds" | "editCpuSeconds">} CpuFigures */
  const before = /** @type {{ measuredAt: string, note: string, rows: CpuFigures[] }} */ (
    JSON.parse(readFileSync(new URL("build-cpu-before.json", import.meta.url), "utf8"))
  );
  /** @param {CpuFigures[]} list */
  const lines = (list) => {
    const base = list.find((row) => row.size === 13);
    return list.map((row) => {
      const ratio = (/** @type {number} */ seconds) =>
        base ? ` (${(seconds / base.coldCpuSeconds).toFixed(2)}×)` : "";
      return `    ${String(row.size).padEnd(5)} franchises: cold ${row.coldCpuSeconds} s${ratio(row.coldCpuSeconds)}   after one article edit ${row.editCpuSeconds} s${ratio(row.editCpuSeconds)}`;
    });
  };
  console.log("\nBuild CPU time (user + system, every process and thread), ratio to the 13-franchise cold build:");
  console.log(`  before (${before.measuredAt}, ${before.note}):`);
  for (const line of lines(before.rows)) console.log(line);
  console.log(`  ${label}:`);
  for (const line of lines(rows)) console.log(line);
  console.log(
    `  Targets at 1,000: cold ≤ ${BUILD_CPU_TARGETS.coldRatio}×, after one edit ≤ ${BUILD_CPU_TARGETS.editRatio}× the 13-franchise cold build.`,
  );
}

/**
 * Cold and after-one-edit builds at each size, in rounds (BENCH_BUILD_ROUNDS, 3 by default): each round builds
 * every size once, so the sizes' builds of a round run under the same load. One build's CPU time moves by about
 * ±10% with the machine's load (on the busy 2-core machine, one run gave 2.94× and the next 3.33× for the same
 * code), so a single run cannot tell a change of a few per cent; printed are each round's ratios and the medians.
 * Resolves with the median rows.
 * @param {number[]} [sizes]
 * @param {number} [rounds]
 */
export async function benchBuildCpu(
  sizes = (process.env.BENCH_BUILD_SIZES ?? "13,1000").split(",").map(Number),
  rounds = Number(process.env.BENCH_BUILD_ROUNDS ?? 3),
) {
  /** @type {BuildCpuRow[][]} */
  const byRound = [];
  for (let round = 1; round <= rounds; round++) {
    /** @type {BuildCpuRow[]} */
    const rows = [];
    for (const size of sizes) {
      process.stdout.write(
        `\nBuild CPU, round ${round} of ${rounds}, ${size} franchises: copying, building cold and after one article edit… `,
      );
      const { row } = await buildColdAndEdited(size);
      console.log(`${row.coldCpuSeconds} s, then ${row.editCpuSeconds} s`);
      rows.push(row);
    }
    byRound.push(rows);
  }
  const base = (/** @type {BuildCpuRow[]} */ rows) => rows.find((row) => row.size === 13);
  if (rounds > 1 && byRound.every(base)) {
    console.log("\nEach round's ratios to its own 13-franchise cold build (cold / after one edit):");
    for (const size of sizes.filter((size) => size !== 13)) {
      const ratios = byRound.map((rows) => {
        const row = /** @type {BuildCpuRow} */ (rows.find((candidate) => candidate.size === size));
        const cold = /** @type {BuildCpuRow} */ (base(rows)).coldCpuSeconds;
        return { cold: row.coldCpuSeconds / cold, edit: row.editCpuSeconds / cold };
      });
      const shown = ratios.map((ratio) => `${ratio.cold.toFixed(2)}× / ${ratio.edit.toFixed(2)}×`);
      const middle = `${median(ratios.map((ratio) => ratio.cold)).toFixed(2)}× / ${median(ratios.map((ratio) => ratio.edit)).toFixed(2)}×`;
      console.log(`  ${size} franchises: ${shown.join(",  ")}; median ${middle}`);
    }
  }
  const medians = sizes.map((size) => {
    const rows = byRound.map((list) => /** @type {BuildCpuRow} */ (list.find((row) => row.size === size)));
    const of = (/** @type {(row: BuildCpuRow) => number} */ pick) => Number(median(rows.map(pick)).toFixed(1));
    return {
      size,
      coldMs: Math.round(median(rows.map((row) => row.coldMs))),
      coldCpuSeconds: of((row) => row.coldCpuSeconds),
      editMs: Math.round(median(rows.map((row) => row.editMs))),
      editCpuSeconds: of((row) => row.editCpuSeconds),
    };
  });
  printBuildCpu(medians, rounds > 1 ? `now (median of ${rounds} rounds)` : "now");
  return medians;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await benchBuildCpu();
