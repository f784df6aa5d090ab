/**
 * Forwards to src/lib/ui/roving-focus.ts for src/lib/leads/client.ts only: leads/ is being split into its browser
 * and server parts on another branch (issue 25). Delete this file once that import names the new path.
 */
export * from "@/lib/ui/roving-focus";
