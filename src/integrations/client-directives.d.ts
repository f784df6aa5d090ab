/** Lets `astro check` accept the custom `client:intent` directive registered in astro.config.mjs. */
declare global {
  namespace Astro {
    interface ClientDirectives {
      /**
       * Bare: hydrates on the first focus, pointer press, key or input inside the island, replaying a held click.
       * A media query: on the first focus or pointer over its parent while it matches.
       */
      "client:intent"?: string | boolean;
    }
  }
}

export {};
