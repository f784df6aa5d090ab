/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The TCP peer address, set by our Node server (src/server/serve.mjs) for on-demand routes. */
    remoteAddress?: string;
    /** The request's id (X-Request-Id), set by our Node server, for log lines. */
    requestId?: string;
    /**
     * Finishes an on-demand page's HTML as the build finishes the prerendered ones (critical CSS inlined), set by
     * our Node server for src/middleware/index.ts; absent under `astro dev`, which sends the HTML as rendered.
     */
    finishHtml?: (html: string) => Promise<string>;
    /** Set by the browser editor's middleware (src/middleware/editor.ts), which finishes its answers itself. */
    editorAnswer?: boolean;
    /** Set by the lead endpoint when a post without JavaScript needs the error page. */
    leadError?: import("@/lib/leads/handler").LeadErrorView;
    /** What the render counted (countRequest), kept with its answer by the answer cache to count it again. */
    counts?: import("@/lib/stats/runtime").CountedRequest[];
  }
}
