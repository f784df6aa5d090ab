// @ts-check
// The one free-port helper of the tests and benchmarks: for a server that must be told its port before it starts
// (a spawned `npm start`, PostgreSQL, a fake SMTP server named in settings). A server in this process listens on
// port 0 instead and reads its own address.
import { createServer } from "node:net";

/** A TCP port on 127.0.0.1 that nothing listens on (yet). */
export async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, "127.0.0.1", () => resolve(undefined)));
  const { port } = /** @type {import("node:net").AddressInfo} */ (probe.address());
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
