/**
 * Signing the owner in to /owner: the password is kept only as a salted scrypt hash in OWNER_PASSWORD_HASH, a
 * sign-in is compared in constant time, repeated failures from one client are slowed and then refused for a
 * while, and a session is a cookie holding an HMAC-signed expiry (no session table): see docs/operating.md.
 */
import { createHash, createHmac, randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/**
 * `scrypt:<N>:<r>:<p>:<salt, base64url>:<hash, base64url>`, as `npm run owner:hash` prints it. Colons, not the
 * usual `$`: a shell, a Compose file or an env file would read `$16384` as a variable and mangle the value.
 */
export interface OwnerHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

const HASH_FORMAT = /^scrypt:(\d+):(\d+):(\d+):([\w-]{16,}):([\w-]{43,})$/;
const DEFAULT_COST = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, { N, r, p }: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r + 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** A new salted scrypt hash of a password, in the OWNER_PASSWORD_HASH format. */
export async function makeOwnerHash(password: string, salt = randomBytes(16)): Promise<string> {
  const hash = await derive(password, salt, DEFAULT_COST);
  const { N, r, p } = DEFAULT_COST;
  return `scrypt:${N}:${r}:${p}:${salt.toString("base64url")}:${hash.toString("base64url")}`;
}

/**
 * The owner's settings: null while OWNER_PASSWORD_HASH is unset (then /owner answers 404); a value that is not
 * a hash `npm run owner:hash` makes stops the server, naming the variable.
 */
export function readOwnerConfig(env: NodeJS.ProcessEnv = process.env): OwnerHash | null {
  const raw = env.OWNER_PASSWORD_HASH?.trim();
  if (!raw) return null;
  const match = HASH_FORMAT.exec(raw);
  const problem = "OWNER_PASSWORD_HASH must be a hash made by `npm run owner:hash` (scrypt:N:r:p:salt:hash)";
  if (!match) throw new Error(problem);
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // N a power of two (scrypt's rule), and costs neither trivial nor able to exhaust memory per sign-in.
  if (N < 1024 || N > 1 << 20 || (N & (N - 1)) !== 0 || r < 1 || r > 32 || p < 1 || p > 16)
    throw new Error(`${problem}: its cost figures are out of range`);
  const hash = Buffer.from(match[5], "base64url");
  if (hash.length !== KEY_LENGTH) throw new Error(`${problem}: its hash is not ${KEY_LENGTH} bytes`);
  return { N, r, p, salt: Buffer.from(match[4], "base64url"), hash };
}

/** True when `password` is the owner's: scrypt of it compared with the stored hash in constant time. */
export async function verifyOwnerPassword(password: string, owner: OwnerHash): Promise<boolean> {
  const candidate = await derive(password.slice(0, 1024), owner.salt, owner);
  return timingSafeEqual(candidate, owner.hash);
}

/** The cookie holding the owner's session. */
export const OWNER_COOKIE = "owner_session";
/** How long a session lasts from sign-in. */
export const SESSION_MS = 8 * 60 * 60 * 1000;

/** The key sessions are signed with, derived from the hash: a new password ends every session. */
export function sessionKey(owner: OwnerHash): Buffer {
  return createHash("sha256").update("owner-session\u0000").update(owner.salt).update(owner.hash).digest();
}

const sign = (key: Buffer, body: string) => createHmac("sha256", key).update(body).digest("base64url");

/** A session token: when it was issued and when it expires (milliseconds), signed. */
export function issueSession(key: Buffer, now: number, lifetimeMs = SESSION_MS): string {
  const body = `${now}.${now + lifetimeMs}`;
  return `${body}.${sign(key, body)}`;
}

// How far another server's clock may run ahead of this one's: a session it issued a moment ago still counts.
const CLOCK_SKEW_MS = 30_000;

/**
 * True for a token this key signed that has not expired and was issued after the last sign-out (`signedOutAt`,
 * shared by every server through the database, so signing out ends every session). The server bounds it too,
 * whatever it says of itself: never issued in the future, never lasting longer than `lifetimeMs` (issue 53 §12).
 */
export function isValidSession(
  token: string | undefined,
  key: Buffer,
  now: number,
  signedOutAt = 0,
  lifetimeMs = SESSION_MS,
): boolean {
  const match = /^(\d{1,15})\.(\d{1,15})\.([\w-]{43})$/.exec(token ?? "");
  if (!match) return false;
  const expected = Buffer.from(sign(key, `${match[1]}.${match[2]}`));
  const given = Buffer.from(match[3]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const [issued, expires] = [Number(match[1]), Number(match[2])];
  if (issued > now + CLOCK_SKEW_MS || expires - issued > lifetimeMs) return false;
  return now < expires && issued > signedOutAt;
}

/** The value of a cookie in a Cookie header. */
export function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

/** What the sign-in limiter says about a client's next try. */
export type SignInDecision = { allowed: true; delayMs: number } | { allowed: false; retryAfterMs: number };

export interface SignInLimiter {
  /**
   * Before checking a password: refused while locked out; else the try is counted as a failure at once (so
   * guesses arriving together cannot all pass the check while the first is still being verified: issue 53 §3)
   * and the answer says how long to wait before answering a wrong one.
   */
  attempt(client: string, now: number): SignInDecision;
  /** The password was right: the client's count is forgotten. */
  succeeded(client: string): void;
}

/**
 * Per client, in this process: the first `freeFailures` wrong passwords are answered at once, the next ones
 * each `delayMs` later, and after `maxFailures` within `windowMs` every try is refused until `windowMs` after the
 * first failure. Kept in memory (a restart forgets it): scrypt and the delay already make guessing slow.
 */
export function createSignInLimiter({
  freeFailures = 2,
  maxFailures = 5,
  delayMs = 1000,
  windowMs = 15 * 60 * 1000,
  maxClients = 10_000,
} = {}): SignInLimiter {
  const failures = new Map<string, { count: number; first: number }>();
  const current = (client: string, now: number) => {
    const entry = failures.get(client);
    if (entry && now - entry.first >= windowMs) {
      failures.delete(client);
      return undefined;
    }
    return entry;
  };
  return {
    attempt(client, now) {
      const entry = current(client, now);
      if (entry && entry.count >= maxFailures) return { allowed: false, retryAfterMs: entry.first + windowMs - now };
      const before = entry?.count ?? 0;
      if (entry) entry.count += 1;
      else {
        // Oldest first: a flood of clients forgets the earliest rather than growing without end.
        if (failures.size >= maxClients) failures.delete(failures.keys().next().value!);
        failures.set(client, { count: 1, first: now });
      }
      return { allowed: true, delayMs: entry && before >= freeFailures ? delayMs : 0 };
    },
    succeeded(client) {
      failures.delete(client);
    },
  };
}

/** Admits a password check or refuses it at once; `enter` returns the function that frees the place. */
export interface VerificationGate {
  enter(client: string): (() => void) | undefined;
}

/**
 * At most `maxRunning` password checks at once in this process, and `perClient` per client: scrypt runs on
 * libuv's thread pool, which also serves the static files' reads, so a flood of sign-ins queued behind it
 * stalled every page (issue 53 §1: /about took 18 s under 64 sign-ins). A check with no place is refused at once
 * (429 with Retry-After), not queued: two of the pool's four threads always stay free for pages.
 */
export function createVerificationGate({ maxRunning = 2, perClient = 1 } = {}): VerificationGate {
  let running = 0;
  const byClient = new Map<string, number>();
  return {
    enter(client) {
      const mine = byClient.get(client) ?? 0;
      if (running >= maxRunning || mine >= perClient) return undefined;
      running += 1;
      byClient.set(client, mine + 1);
      let freed = false;
      return () => {
        if (freed) return;
        freed = true;
        running -= 1;
        const left = (byClient.get(client) ?? 1) - 1;
        if (left > 0) byClient.set(client, left);
        else byClient.delete(client);
      };
    },
  };
}

/** What a sign-in came to: the owner, a wrong password (answered after `delayMs`), or refused for a while. */
export type SignInOutcome =
  | { kind: "signed-in" }
  | { kind: "wrong"; delayMs: number }
  | { kind: "locked-out"; retryAfterMs: number }
  | { kind: "busy"; retryAfterMs: number };

/** How soon a sign-in refused for want of a place may try again. */
export const BUSY_RETRY_MS = 1000;

/**
 * One sign-in: a place among the running checks first (else "busy", counted nowhere), then the limiter, which
 * counts the try before the password is checked, then the check itself, its place freed as soon as it is done.
 */
export async function signIn(
  password: string,
  {
    client,
    owner,
    limiter,
    gate,
    now,
  }: {
    client: string;
    owner: OwnerHash;
    limiter: SignInLimiter;
    gate: VerificationGate;
    now: number;
  },
): Promise<SignInOutcome> {
  const leave = gate.enter(client);
  if (!leave) return { kind: "busy", retryAfterMs: BUSY_RETRY_MS };
  try {
    const decision = limiter.attempt(client, now);
    if (!decision.allowed) return { kind: "locked-out", retryAfterMs: decision.retryAfterMs };
    if (!(await verifyOwnerPassword(password, owner))) return { kind: "wrong", delayMs: decision.delayMs };
    limiter.succeeded(client);
    return { kind: "signed-in" };
  } finally {
    leave();
  }
}
