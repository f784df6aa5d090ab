// Two built server processes on one fresh PostgreSQL database, each sending mail to one fake SMTP server: a site
// on two machines, for the tests that prove what several servers do together (leads, bookings). Registers the
// vitest hooks that start and stop them; needs `npm run build` first and vitest's PostgreSQL global setup.
import type { Server } from "node:net";
import { afterAll, beforeAll, inject } from "vitest";
import { fakeSmtpServer } from "@/lib/leads/test-support";
import { freePort } from "../support/free-port.mjs";
import { createDatabaseAt } from "../support/postgres-cluster.mjs";
import { spawnSite } from "../support/spawn-site.mjs";

export interface TwoServers {
  /** The database both servers share (filled in once started). */
  databaseUrl: string;
  /** Every mail either server sent, as received. */
  received: string[];
  sites: Awaited<ReturnType<typeof spawnSite>>[];
}

/** Starts the two servers before the file's tests (database `name`, extra settings `env`) and stops them after. */
export function twoPostgresServers(name: string, env: Record<string, string>): TwoServers {
  const servers: TwoServers = { databaseUrl: "", received: [], sites: [] };
  let smtp: Server | undefined;
  beforeAll(async () => {
    servers.databaseUrl = await createDatabaseAt(inject("postgresAdminUrl"), name);
    smtp = fakeSmtpServer(servers.received);
    const smtpPort = await freePort();
    await new Promise<void>((resolve) => smtp!.listen(smtpPort, "127.0.0.1", resolve));
    const siteEnv = {
      LEADS_DATABASE_URL: servers.databaseUrl,
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(smtpPort),
      LEADS_OUTBOX_INTERVAL_SECONDS: "1",
      ...env,
    };
    await Promise.all([0, 1].map(async () => servers.sites.push(await spawnSite({ env: siteEnv }))));
  }, 90_000);
  afterAll(async () => {
    await Promise.all(servers.sites.map((site) => site.stop()));
    await new Promise((resolve) => (smtp ? smtp.close(resolve) : resolve(undefined)));
  }, 30_000);
  return servers;
}
