/**
 * Whether the browser editor (Keystatic) is in a run of Astro, and in which storage mode. Local mode writes files
 * through an API without any sign-in, so it exists only in the dev server that `npm run edit` starts; GitHub mode
 * (editors sign in with GitHub, saves are commits) is in a build only when all of its settings are present.
 */

/** The settings GitHub mode needs, as environment variables (docs/editing-content.md says where each comes from). */
export const GITHUB_MODE_SETTINGS = [
  "KEYSTATIC_GITHUB_CLIENT_ID",
  "KEYSTATIC_GITHUB_CLIENT_SECRET",
  "KEYSTATIC_SECRET",
  "PUBLIC_KEYSTATIC_GITHUB_REPO",
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
  const present = GITHUB_MODE_SETTINGS.filter((name) => Boolean(env[name]));
  if (present.length === 0) return { kind: "off" };
  const missing = GITHUB_MODE_SETTINGS.filter((name) => !env[name]);
  if (missing.length > 0)
    throw new Error(
      `The editor's GitHub mode is half configured: ${missing.join(", ")} missing (${present.join(", ")} set). Set all of them, or none for a site without the editor.`,
    );
  const repo = env.PUBLIC_KEYSTATIC_GITHUB_REPO!;
  if (!REPO.test(repo)) throw new Error(`PUBLIC_KEYSTATIC_GITHUB_REPO must be owner/name, not "${repo}"`);
  return { kind: "github", repo: repo as `${string}/${string}` };
}
