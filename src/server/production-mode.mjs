// @ts-check
// `npm start` serves a production build, so React and Astro's server code run in production mode: both read
// NODE_ENV when they load, and React takes its development build (about twice the CPU per page rendered, in a
// profile of the on-demand pages 42% of a page's) unless it says "production". Shells and `npm start` set none, so it
// is set here, before the build's code loads: start.mjs imports this module first. Any other value (a shell's
// leftover `development`, a test runner's `test`) is overridden with a warning naming it, since this process only
// ever serves what `astro build` made. tests/unit/server-production-mode.test.ts starts `npm start` both ways.
import { log } from "../lib/log/log.mjs";

if (process.env.NODE_ENV !== "production") {
  if (process.env.NODE_ENV)
    log.warn("server.node_env", {
      message: `NODE_ENV was "${process.env.NODE_ENV}": the server runs React and Astro in production mode regardless`,
    });
  process.env.NODE_ENV = "production";
}
