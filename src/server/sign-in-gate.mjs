// @ts-check
// Sign-ins to /owner over the bound are refused here, before Astro runs (issue 53 §1). The owner's page has its own
// gate around the password check (lib/stats/owner-auth.ts, two scrypt runs at once), but a try it refuses has
// already cost a route: the body parsed, the lead store asked for the sign-out time, the page's module run. Under a
// 64-way flood those refusals were most of the server's work, and pages waited behind them. Here a post to
// /owner is taken only while fewer than MAX_IN_FLIGHT are being answered, and fewer than PER_CLIENT from its
// client (one each); any other is refused with 429 and Retry-After, its body read and dropped, costing next to nothing. The
// refusal is sent when the Retry-After second is up, not at once: a flood is a loop of connections each sending its
// next try as soon as the last is answered, so an answer at once only made it go round faster (thousands of
// refusals a second, each a turn of the event loop that pages wait behind); held for the second, 64 connections
// send 64 tries a second. Holding costs a timer and an idle socket; past MAX_HELD at once, refusals go at once.
// The owner's own posts (export, erasure, sign-out) share the bound: during a flood they may be asked to retry too.

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("node:http").ServerResponse} ServerResponse */

// One post at a time per server: a post taken here is checked (the page's own gate, two at once, never has to turn
// it away), and scrypt holds one of the thread pool's four threads, never two, and one core's share at most. A
// wider bound let a stream of tries through that the page then refused, each a route run; measured with
// tests/bench/sign-in-flood.mjs on a loaded 2-core machine: /about's median under the flood 4 to 6 s with every
// refusal at once and four in flight, 0.1 to 0.4 s with refusals held and two, about its calm time with one. The
// owner signing in during a flood may be asked to retry a second later, once or twice.
const MAX_IN_FLIGHT = 1;
const PER_CLIENT = 1;
// How long a refusal is held before it is sent: the Retry-After it names.
const REFUSAL_DELAY_MS = 1000;
// The most refusals held at once (each an open connection); past it they are sent at once.
const MAX_HELD = 512;

/**
 * The client a post counts against: the peer, or behind a proxy the last X-Forwarded-For entry, as
 * lib/leads/handler.ts's clientKey reads it (copied: src/server imports only hosting/, html/ and log/).
 * @param {IncomingMessage} req
 * @param {boolean} trustProxy
 */
function clientOf(req, trustProxy) {
  if (trustProxy) {
    const forwarded = String(req.headers["x-forwarded-for"] ?? "")
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    if (forwarded.length > 0) return forwarded[forwarded.length - 1];
  }
  return req.socket.remoteAddress ?? "unknown";
}

/**
 * A gate for posts to /owner, when the owner's page is switched on (OWNER_PASSWORD_HASH set); else none.
 * `refuses(req, res)` answers and returns true for a post over the bound; otherwise it counts the post until its
 * answer is done and returns false. The security headers are already on `res` (serve.mjs's begin()).
 * @param {NodeJS.ProcessEnv} env
 */
export function createSignInGate(env) {
  if (!env.OWNER_PASSWORD_HASH?.trim()) return { refuses: () => false };
  const trustProxy = env.LEADS_TRUST_PROXY === "1" || env.LEADS_TRUST_PROXY === "true";
  let inFlight = 0;
  let held = 0;
  /** @type {Map<string, number>} */
  const byClient = new Map();
  return {
    /**
     * @param {IncomingMessage} req
     * @param {ServerResponse} res
     */
    refuses(req, res) {
      if (req.method !== "POST" || (req.url ?? "").split("?")[0] !== "/owner") return false;
      const client = clientOf(req, trustProxy);
      const mine = byClient.get(client) ?? 0;
      if (inFlight < MAX_IN_FLIGHT && mine < PER_CLIENT) {
        inFlight += 1;
        byClient.set(client, mine + 1);
        res.once("close", () => {
          inFlight -= 1;
          const left = (byClient.get(client) ?? 1) - 1;
          if (left > 0) byClient.set(client, left);
          else byClient.delete(client);
        });
        return false;
      }
      // Answered at once, the body read and dropped as it comes; the connection stays open (closing it with the
      // body still arriving could reset it, and the client lose the answer), ready for the client's next request.
      req.resume();
      const text = "Too many sign-ins are being checked right now. Go back and try again in a moment.";
      const refuse = () => {
        if (res.headersSent || res.destroyed) return;
        res
          .writeHead(429, {
            "Retry-After": String(REFUSAL_DELAY_MS / 1000),
            "Cache-Control": "no-store",
            "Content-Type": "text/plain; charset=utf-8",
            "Content-Length": Buffer.byteLength(text),
          })
          .end(text);
      };
      if (held >= MAX_HELD) {
        refuse();
        return true;
      }
      held += 1;
      const timer = setTimeout(refuse, REFUSAL_DELAY_MS);
      res.once("close", () => {
        clearTimeout(timer);
        held -= 1;
      });
      return true;
    },
  };
}
