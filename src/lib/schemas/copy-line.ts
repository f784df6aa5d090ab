/**
 * A line of copy whose placeholders the code fills in, described with what each one stands for: the owner reads the
 * notes in the editor, and a placeholder the code does not fill fails the build, naming the file and the field.
 */
import { copyText } from "./copy-schemas";

/**
 * A maker of lines for one file: `notes` says what each of its placeholders stands for. A line made with
 * `line(what, names)` allows the site settings and `names`, and is described as `what` followed by their notes.
 */
export function copyLines<N extends string>(notes: Readonly<Record<N, string>>) {
  return (what: string, names: readonly N[] = []) => {
    const said = names.map((name) => notes[name]);
    return copyText(names).describe(said.length > 0 ? `${what} ${said.join("; ")}.` : what);
  };
}
