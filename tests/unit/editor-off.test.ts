// The build `npm test` makes (no editor settings) has no editor: its page and API routes are not among the build's
// routes or files, and the built server answers 404 to each, whatever the request says, so nothing can reach the
// local mode's file-writing API. Runs against the real build (`npm run build` first).
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultDistDir } from "../../src/server/serve.mjs";
import { rawExchange } from "../support/raw-http.mjs";
import { startBuiltSite } from "../support/site-server.mjs";

let site: { baseUrl: string; close: () => Promise<void> };
beforeAll(async () => {
  site = await startBuiltSite();
});
afterAll(() => site?.close());

const PATHS = [
  "/keystatic",
  "/keystatic/",
  "/keystatic/collection/blog",
  "/keystatic/collection/blog/create",
  "/api/keystatic/tree",
  "/api/keystatic/blob/abc/src/content/claims.json",
  "/api/keystatic/update",
  "/api/keystatic/github/login",
  "/API/KEYSTATIC/update",
  // The owner's review page, which writes approvals/: only in `npm run edit` (src/integrations/review-page.ts).
  "/review",
];

// Whatever a request could use to ask for local mode: a query, headers, a cookie, a body.
const ASKING_FOR_LOCAL = {
  "x-keystatic-storage": "local",
  "x-forwarded-host": "127.0.0.1",
  cookie: "keystatic-storage=local; keystatic-gh-access-token=x",
  "content-type": "application/json",
};
const UPDATE_BODY = JSON.stringify({
  additions: [{ path: "src/content/written.txt", contents: "aGk=" }],
  deletions: [],
});

describe("a build without the editor's settings", () => {
  it("lists no editor route among its on-demand routes, and no file of it mentions Keystatic", () => {
    const routes = JSON.parse(readFileSync(join(defaultDistDir, "server", "on-demand-routes.json"), "utf8")) as {
      route: string;
    }[];
    expect(routes.map(({ route }) => route).filter((route) => /keystatic|^\/review\b/i.test(route))).toEqual([]);
    const mentions = readdirSync(defaultDistDir, { recursive: true, encoding: "utf8" }).filter(
      (file) =>
        /keystatic/i.test(file) ||
        (/\.(m?js|html|json)$/.test(file) && /keystatic/i.test(readFileSync(join(defaultDistDir, file), "utf8"))),
    );
    expect(mentions).toEqual([]);
  });

  // 404 to GET; other methods get 404 or the server's 405 for a path that has no handler, never an editor's answer.
  it.each(PATHS)("answers 404 (or 405) to %s, however asked", async (path) => {
    const answered = new Set([404, 405]);
    for (const method of ["GET", "POST", "PUT"]) {
      const plain = await rawExchange(site.baseUrl, method, path);
      const asking = await rawExchange(
        site.baseUrl,
        method,
        `${path}?storage=local&kind=local`,
        ASKING_FOR_LOCAL,
        method === "GET" ? undefined : UPDATE_BODY,
      );
      for (const answer of [plain, asking]) {
        if (method === "GET") expect(answer.status, `GET ${path}`).toBe(404);
        else expect(answered.has(answer.status), `${method} ${path}: ${answer.status}`).toBe(true);
        expect(answer.body.toString("utf8")).not.toMatch(/keystatic/i);
      }
    }
  });
});
