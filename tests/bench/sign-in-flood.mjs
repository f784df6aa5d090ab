// @ts-check
// Issue 53 §1's sign-in flood, for tests/bench/bench-on-demand.mjs (`npm run bench:on-demand`), which measures the
// pages again while it runs: 64 connections posting wrong passwords to /owner without pause, each from an
// address of its own (X-Forwarded-For, rotating over 250, which a server behind a proxy, LEADS_TRUST_PROXY=1,
// takes as the client), so the lockout, which is per client, never stops it and every try could reach scrypt.

const CONNECTIONS = 64;
const ADDRESSES = 250;

/**
 * Starts the flood against a server; resolves, once every connection has sent its first try, with a function
 * that stops it and resolves when the last try in flight is answered. Prints how the tries were answered.
 * @param {string} baseUrl
 * @returns {Promise<() => Promise<void>>}
 */
export async function startSignInFlood(baseUrl) {
  let stopping = false;
  let sent = 0;
  /** @type {Map<number | string, number>} */
  const statuses = new Map();
  let onTheWire = 0;
  const loops = Array.from({ length: CONNECTIONS }, async (_, connection) => {
    let first = true;
    while (!stopping) {
      const address = `198.18.0.${(sent % ADDRESSES) + 1}`;
      sent += 1;
      const answer = fetch(`${baseUrl}/owner`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: baseUrl,
          "X-Forwarded-For": address,
        },
        body: new URLSearchParams({ action: "sign-in", password: `wrong-${connection}-${sent}` }).toString(),
      }).then(
        async (response) => {
          await response.arrayBuffer();
          return response.status;
        },
        () => "error",
      );
      if (first) onTheWire += 1;
      first = false;
      const status = await answer;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  });
  // Every connection has a try on the wire before the measurement starts.
  while (onTheWire < CONNECTIONS) await new Promise((resolve) => setImmediate(resolve));
  return async () => {
    stopping = true;
    await Promise.all(loops);
    const shown = [...statuses].map(([status, n]) => `${status}×${n}`).join(", ");
    console.log(`  (sign-in flood: ${sent} tries from ${CONNECTIONS} connections, answered ${shown})`);
  };
}
