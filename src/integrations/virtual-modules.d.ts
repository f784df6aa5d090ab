/** The patterns of every route the build renders on demand, from src/integrations/hosting-files.mjs. */
declare module "virtual:on-demand-routes" {
  const routes: readonly string[];
  export default routes;
}
