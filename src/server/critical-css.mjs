// @ts-check
// TODO(s8-islands): only deferred-island-runtime.mjs still imports from here; the critical-CSS inliner moved to
// src/integrations/critical-css.mjs. Delete this file once that runtime (being rewritten on branch s8-islands)
// imports ISLAND_STYLESHEETS from its new home.
export { ISLAND_STYLESHEETS } from "../integrations/critical-css.mjs";
