/** The patterns of every route the build renders on demand, from src/integrations/hosting-files.mjs. */
declare module "virtual:on-demand-routes" {
  const routes: readonly string[];
  export default routes;
}

/** The editor's storage mode, defined by src/integrations/editor.ts in the builds that have the editor. */
declare const __EDITOR_MODE__: import("../lib/editor/mode").EditorMode | undefined;
