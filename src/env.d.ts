/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The TCP peer address, set by our Node server (src/server/serve.mjs) for on-demand routes. */
    remoteAddress?: string;
    /** The request's id (X-Request-Id), set by our Node server, for log lines. */
    requestId?: string;
    /** Set by the lead endpoint when a post without JavaScript needs the error page. */
    leadError?: import("@/lib/leads/handler").LeadErrorView;
  }
}
