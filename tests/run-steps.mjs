// @ts-check
// `npm test`: every step of the test suite, one after another, each as its own process; steps of one batch
// (steps.mjs: light ones that leave a core idle) run at the same time, each one's output printed whole when it ends.
// A failing step does not hide the rest: every step runs unless one it needs failed (then it is reported as
// skipped, with the reason), and the summary at the end gives each step's result, wall time and CPU share.
// Exits 1 if any step failed or was skipped.
//   node tests/run-steps.mjs            every step
//   node tests/run-steps.mjs unit e2e   only the named steps (and nothing they need is checked)
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { STEPS } from "./steps.mjs";

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !STEPS.some((step) => step.name === name));
if (unknown.length > 0) {
  console.error(`Unknown step ${unknown.join(", ")}: use ${STEPS.map((step) => step.name).join(", ")}`);
  process.exit(2);
}
const steps = chosen.length > 0 ? STEPS.filter((step) => chosen.includes(step.name)) : STEPS;

/**
 * Runs a shell command; resolves with its exit code. Its output goes to the terminal as it comes, or, with
 * `capture`, is kept (stdout and stderr in the order written) and resolved with, to be printed whole.
 * @param {string} command
 * @param {boolean} [capture]
 * @returns {Promise<{ code: number, output: string }>}
 */
function run(command, capture = false) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: capture ? ["ignore", "pipe", "pipe"] : "inherit" });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/**
 * A duration as minutes:seconds.
 * @param {number} ms
 */
function minutes(ms) {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * The machine's CPU time so far, busy and in all, in clock ticks (Linux's /proc/stat); undefined elsewhere.
 * @returns {{ busy: number, total: number } | undefined}
 */
function cpuTicks() {
  try {
    const [, ...fields] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/);
    const ticks = fields.map(Number);
    const total = ticks.reduce((sum, value) => sum + value, 0);
    return { busy: total - ticks[3] - ticks[4], total };
  } catch {
    return undefined;
  }
}

/**
 * How busy the machine's cores were between two readings, as a percentage: a step near 100% is bound by the CPU,
 * one far below it waits on something else (a child process, the network, a timer).
 * @param {ReturnType<typeof cpuTicks>} before
 * @param {ReturnType<typeof cpuTicks>} after
 */
function cpuShare(before, after) {
  if (!before || !after || after.total === before.total) return "";
  return `cpu ${Math.round((100 * (after.busy - before.busy)) / (after.total - before.total))}%`;
}

/** @type {{ step: import("./steps.mjs").Step, result: "passed" | "failed" | "skipped", ms: number, note: string }[]} */
const results = [];
/**
 * The steps in runs: consecutive steps of one batch form a run of their own, any other step a run of one. A step
 * that needs another of its run starts a new run, so it still waits for what it needs.
 * @param {import("./steps.mjs").Step[]} list
 */
function batches(list) {
  /** @type {import("./steps.mjs").Step[][]} */
  const runs = [];
  for (const step of list) {
    const last = runs.at(-1);
    const needsOneOfLast = last?.some((earlier) => step.needs?.includes(earlier.name));
    if (step.batch && last?.[0].batch === step.batch && !needsOneOfLast) last.push(step);
    else runs.push([step]);
  }
  return runs;
}

/**
 * Runs one step (its output captured when it shares the machine with others) and records its result.
 * @param {import("./steps.mjs").Step} step
 * @param {boolean} alongsideOthers
 */
async function runStep(step, alongsideOthers) {
  const blockedBy = (step.needs ?? []).filter((need) =>
    results.some((done) => done.step.name === need && done.result !== "passed"),
  );
  if (blockedBy.length > 0) {
    results.push({ step, result: "skipped", ms: 0, note: `needs ${blockedBy.join(", ")}, which failed` });
    return;
  }
  const heading = `\n━━ step ${step.name}: ${step.what} (${step.command})`;
  if (!alongsideOthers) console.log(heading);
  const stepStart = performance.now();
  const ticksBefore = cpuTicks();
  const { code, output } = await run(step.command, alongsideOthers);
  const ms = performance.now() - stepStart;
  // Beside other steps, the share is the whole machine's while this step ran, theirs included.
  const cpu = cpuShare(ticksBefore, cpuTicks()) + (alongsideOthers ? " (shared)" : "");
  if (alongsideOthers) process.stdout.write(`${heading}\n${output}`);
  results.push({ step, result: code === 0 ? "passed" : "failed", ms, note: code === 0 ? cpu : `exit ${code}` });
  console.log(`━━ step ${step.name} ${code === 0 ? "passed" : `FAILED (exit ${code})`} in ${minutes(ms)}`);
}

const started = performance.now();
for (const batch of batches(steps)) {
  if (batch.length > 1)
    console.log(`\n━━ at once: ${batch.map((step) => step.name).join(", ")} (each one's output when it ends)`);
  await Promise.all(batch.map((step) => runStep(step, batch.length > 1)));
}

console.log("\nnpm test, step by step:");
// In the list's order: the steps of a batch finish in any order.
results.sort((a, b) => steps.indexOf(a.step) - steps.indexOf(b.step));
for (const { step, result, ms, note } of results) {
  console.log(`  ${step.name.padEnd(13)} ${result.padEnd(8)} ${minutes(ms).padStart(6)}  ${note}`);
}
console.log(`  ${"total".padEnd(13)} ${"".padEnd(8)} ${minutes(performance.now() - started).padStart(6)}`);
const count = (/** @type {string} */ result) => results.filter((entry) => entry.result === result).length;
console.log(`steps: ${count("passed")} passed, ${count("failed")} failed, ${count("skipped")} skipped`);
process.exit(count("passed") === results.length ? 0 : 1);
