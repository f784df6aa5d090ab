/** Lets `astro check` accept the custom `client:intent` directive registered in astro.config.mjs. */
declare global {
  namespace Astro {
    interface ClientDirectives {
      /** A media query; the island hydrates on the first focus or pointer over its parent while it matches. */
      "client:intent"?: string;
    }
  }
}

export {};
