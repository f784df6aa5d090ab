/**
 * `npm run owner:hash`: asks for the owner's password (typed twice, not echoed) and prints the line to put in the
 * server's environment, `OWNER_PASSWORD_HASH=scrypt:…`. The password itself is stored nowhere. Piped input
 * (`printf '%s\n' "$PW" | npm run -s owner:hash`) is read as one line, for scripts.
 */
import { createInterface } from "node:readline";
import { makeOwnerHash } from "@/lib/stats/owner-auth";

const MIN_LENGTH = 12;

/** One line from the terminal without echoing it (or from a pipe). */
function ask(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: process.stdin.isTTY });
    if (process.stdin.isTTY) {
      process.stderr.write(question);
      // Swallow the echo of each character typed.
      (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => {};
    }
    rl.once("line", (line) => {
      rl.close();
      if (process.stdin.isTTY) process.stderr.write("\n");
      resolve(line);
    });
  });
}

async function main(): Promise<void> {
  const password = await ask("Owner's password: ");
  if (password.length < MIN_LENGTH) throw new Error(`Choose a password of ${MIN_LENGTH} characters or more.`);
  if (process.stdin.isTTY && (await ask("Again: ")) !== password) throw new Error("The two passwords differ.");
  console.info(`OWNER_PASSWORD_HASH=${await makeOwnerHash(password)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
