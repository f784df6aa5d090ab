// @ts-check
// Registers the `client:intent` directive (see intent-directive.ts) with Astro.
import { fileURLToPath } from "node:url";

/** @returns {import('astro').AstroIntegration} */
export function intentDirective() {
  return {
    name: "intent-directive",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "intent",
          entrypoint: fileURLToPath(new URL("./intent-directive.ts", import.meta.url)),
        });
      },
    },
  };
}
