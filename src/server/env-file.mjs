// @ts-check
// `npm start` reads the settings in a `.env` file in the folder it starts from, when there is one, so an owner
// can keep OWNER_PASSWORD_HASH, SMTP_* and the rest in one file instead of exporting them in every shell. A
// variable already set (by the shell, systemd or the container) wins over the file's (Node's process.loadEnvFile
// never overrides one). Values are never logged, only how many settings came from which file.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { errorText, log } from "../lib/log/log.mjs";

/** The settings file `npm start` reads: `.env` in the folder the server starts from. */
export const ENV_FILE = join(process.cwd(), ".env");

if (existsSync(ENV_FILE)) {
  const before = new Set(Object.keys(process.env));
  try {
    process.loadEnvFile(ENV_FILE);
  } catch (error) {
    // A file that cannot be read or parsed would leave settings silently missing: stop here naming it.
    log.error("server.config_error", { message: `${ENV_FILE} could not be read: ${errorText(error)}` });
    process.exit(1);
  }
  const added = Object.keys(process.env).filter((name) => !before.has(name));
  log.info("server.env_file", { file: ENV_FILE, settings: added.length });
}
