/** An MDX file's YAML frontmatter and its body, split as the content layer reads them. */
import yaml from "js-yaml";

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n([\s\S]*))?$/;

/** An MDX file's text split into its frontmatter (parsed, undefined when there is none) and its body. */
export function splitFrontmatter(text: string): { frontmatter: unknown; body: string } {
  const [, frontmatter, body] = FRONTMATTER.exec(text) ?? [];
  return { frontmatter: frontmatter === undefined ? undefined : yaml.load(frontmatter), body: body ?? "" };
}
