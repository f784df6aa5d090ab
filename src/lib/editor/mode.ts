/**
 * Whether the browser editor (Keystatic) is in a run of Astro, and in which storage mode. Local mode writes files
 * through an API without any sign-in, so it exists only in the dev server that `npm run edit` starts; GitHub mode
 * (editors sign in with GitHub, saves are commits) is in a build only when its repository is set.
 */

/**
 * GitHub mode's settings (docs/editing-content.md says where each comes from). The repository is read when the
 * site is built (the editor's page names it) and switches the editor on; the secrets are read by the server when
 * a request comes, so they stay out of the build's environment and its output.
 */
export const GITHUB_REPO_SETTING = "PUBLIC_KEYSTATIC_GITHUB_REPO";
export const GITHUB_SECRET_SETTINGS = [
  "KEYSTATIC_GITHUB_CLIENT_ID",
  "KEYSTATIC_GITHUB_CLIENT_SECRET",
  "KEYSTATIC_SECRET",
] as const;

/** Set by `npm run edit` (and only there): the dev server gets the editor in local mode. */
export const LOCAL_MODE_SETTING = "KEYSTATIC_LOCAL";

/** owner/name, as GitHub spells a repository. */
const REPO = /^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}$/;

export type EditorMode = { kind: "off" } | { kind: "local" } | { kind: "github"; repo: `${string}/${string}` };

/** The editor's mode for an Astro command ("dev", "build", "preview", "sync") and environment; throws when unsafe. */
export function editorMode(command: string, env: Record<string, string | undefined>): EditorMode {
  const local = Boolean(env[LOCAL_MODE_SETTING]);
  if (local && command !== "dev")
    throw new Error(
      `${LOCAL_MODE_SETTING} is set for \`astro ${command}\`: the editor's local mode writes files without sign-in, so it runs only in the dev server (npm run edit). Unset it; a production editor uses GitHub mode (docs/editing-content.md).`,
    );
  if (local) return { kind: "local" };
  const repo = env[GITHUB_REPO_SETTING];
  if (!repo) {
    const stray = GITHUB_SECRET_SETTINGS.filter((name) => Boolean(env[name]));
    if (stray.length > 0)
      throw new Error(
        `${stray.join(", ")} set but not ${GITHUB_REPO_SETTING}: set the repository (owner/name) to build the editor in GitHub mode, or unset them for a site without the editor.`,
      );
    return { kind: "off" };
  }
  if (!REPO.test(repo)) throw new Error(`${GITHUB_REPO_SETTING} must be owner/name, not "${repo}"`);
  return { kind: "github", repo: repo as `${string}/${string}` };
}
