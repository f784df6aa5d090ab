/**
 * The owner's review page (/review): only in the dev server of `npm run edit`, beside the browser editor's local
 * mode, since approving writes the checkout's files (approvals/). Any other build or server has no such route, so
 * it answers 404. What it shows and records: src/review/review.astro and src/lib/review/. Beside it, the content
 * check (/content-check, src/review/content-check.ts): the build's own messages for the files as saved.
 */
import type { AstroIntegration } from "astro";
import { loadEnv } from "vite";
import { editorMode } from "../lib/editor/mode";

/** Where the review page answers in `npm run edit`. */
export const REVIEW_PATH = "/review";
/** Where the content check answers in `npm run edit`: what the build would refuse in the files as saved. */
export const CONTENT_CHECK_PATH = "/content-check";

export function reviewPage(): AstroIntegration {
  return {
    name: "review-page",
    hooks: {
      "astro:config:setup": ({ command, injectRoute, logger }) => {
        const env = { ...loadEnv("development", process.cwd(), ""), ...process.env };
        if (command !== "dev" || editorMode(command, env).kind !== "local") return;
        injectRoute({ pattern: REVIEW_PATH, entrypoint: "./src/review/review.astro", prerender: false });
        logger.info(`review page on at ${REVIEW_PATH}: approving writes this checkout's approvals/ folder`);
        injectRoute({ pattern: CONTENT_CHECK_PATH, entrypoint: "./src/review/content-check.ts", prerender: false });
        logger.info(`content check on at ${CONTENT_CHECK_PATH}: what the build would refuse in the files as saved`);
      },
    },
  };
}
