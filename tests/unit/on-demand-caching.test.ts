// What the server keeps between answers (the directory's word index, the critical CSS per set of classes and the
// class attributes' tokens, the page copy, the compressed public answers, the answers kept whole by the answer
// cache) never changes an answer. The same sample requests of every on-demand page (tests/support/on-demand-
// samples.mjs: several queries each) go to servers of the same build in opposite orders, so each answer is met
// before and after the others filled the caches, and a cache that served one request another's work shows as two
// different answers. Two servers run as `npm start` runs them (processes of their own, so nothing the content
// readers keep is shared; they warm up first); two more in this process, with no warm-up, so their HTML finishing
// starts with nothing cached, are asked twice. Holds whatever the content: it compares the build with itself, not
// with stored bytes. Needs a build.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultDistDir } from "../../src/server/serve.mjs";
import { makeOwnerHash } from "../../src/lib/stats/owner-auth";
import { fetchSample, onDemandSamples, type OnDemandSample } from "../support/on-demand-samples.mjs";
import { spawnSite } from "../support/spawn-site.mjs";
import { startBuiltSite } from "../support/site-server.mjs";

type Site = { baseUrl: string; stop: () => Promise<unknown> };
type Answer = Awaited<ReturnType<typeof fetchSample>>;

// Astro numbers a page's React islands in the order their renders finish (`prefix="r3"`), which two islands
// rendering at once can swap from one answer to the next, cache or no cache: left out of the comparison.
const islandOrder = (body: string) => body.replace(/ prefix="r\d+"/g, "");

let dir: string;
const sites: Site[] = [];
const samples: OnDemandSample[] = onDemandSamples(join(defaultDistDir, "client"));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "on-demand-caching-"));
  const ownerHash = await makeOwnerHash("caching-test-password");
  for (const name of ["forward", "backward"])
    sites.push(
      await spawnSite({
        env: { LEADS_DATABASE_URL: `file:${join(dir, `${name}.db`)}`, OWNER_PASSWORD_HASH: ownerHash },
      }),
    );
  process.env.OWNER_PASSWORD_HASH = ownerHash;
  process.env.LEADS_DATABASE_URL = `file:${join(dir, "in-process.db")}`;
  for (let n = 0; n < 2; n++) {
    const site = await startBuiltSite();
    sites.push({ baseUrl: site.baseUrl, stop: site.close });
  }
}, 180_000);
afterAll(async () => {
  await Promise.all(sites.map((site) => site.stop()));
  await rm(dir, { recursive: true, force: true });
});

/** Each sample's answers on one server, asked in `order` (then all again in the opposite order when `twice`). */
async function askAll(site: Site, order: OnDemandSample[], twice: boolean): Promise<Map<string, Answer[]>> {
  const answers = new Map<string, Answer[]>(samples.map((sample) => [sample.name, []]));
  for (const sample of twice ? [...order, ...[...order].reverse()] : order)
    answers.get(sample.name)!.push(await fetchSample(site.baseUrl, sample));
  return answers;
}

describe("answers rendered on demand", () => {
  // Some 250 answers rendered, compressed and compared: minutes on a busy machine.
  it("are the same whatever the server answered before them", { timeout: 240_000 }, async () => {
    expect(samples.length).toBeGreaterThan(20);
    // The two processes in opposite orders once each; the two in-process servers in opposite orders, twice. The
    // four at once: each server's own requests still come one after another, in its order.
    const answers = await Promise.all(
      sites.map((site, index) => askAll(site, index % 2 === 0 ? samples : [...samples].reverse(), index >= 2)),
    );
    for (const sample of samples) {
      const all = answers.flatMap((bySample) => bySample.get(sample.name)!);
      const [first] = all;
      expect(first!.status, sample.name).toBeLessThan(500);
      for (const answer of all.slice(1)) {
        expect({ sample: sample.name, status: answer.status, body: islandOrder(answer.body) }).toEqual({
          sample: sample.name,
          status: first!.status,
          body: islandOrder(first!.body),
        });
        // Equal bytes, equal validators (unless the islands' order alone differs).
        if (answer.body === first!.body) expect(answer.headers, sample.name).toEqual(first!.headers);
      }
    }
  });
});
