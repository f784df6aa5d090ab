/** The patterns of every route the build renders on demand, from src/integrations/hosting-files.mjs. */
declare module "virtual:on-demand-routes" {
  const routes: readonly string[];
  export default routes;
}

/** The editor's storage mode, defined by src/integrations/editor.ts in the builds that have the editor. */
declare const __EDITOR_MODE__: import("../lib/editor/mode").EditorMode | undefined;

/** The launch check's list as the build took it, from src/integrations/launch-check.ts, for the owner's page. */
declare module "virtual:launch-list" {
  const snapshot: import("./launch-check").LaunchListSnapshot;
  export default snapshot;
}

/** The contact forms' words (src/content/pages/contact.yaml), from src/integrations/contact-copy.ts. */
declare module "virtual:contact-copy" {
  const copy: import("../lib/schemas/copy-schemas").ContactPageCopy;
  export default copy;
}
