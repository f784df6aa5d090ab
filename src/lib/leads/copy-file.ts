/**
 * A page-copy file the lead pipeline reads itself (outside the content layer): parsed with the schema the build
 * checks it with, a bad file naming the file and field, and its lines filled in with the site settings and the
 * values the code gives each one.
 */
import yaml from "js-yaml";
import type { z } from "astro/zod";
import { parseContentFile } from "@/lib/schemas/entry-fields";
import { copySettings } from "@/lib/facts/uk-facts-file";
import { expandSettings, type Settings } from "@/lib/site/expand-settings";

/** `text`, the file `file`'s YAML (from bundledText), parsed with `schema`; a bad file throws naming it. */
export function parseCopyFile<S extends z.ZodTypeAny>(file: string, schema: S, text: string): z.output<S> {
  return parseContentFile(file, schema, yaml.load(text));
}

/** A line of `file` with its placeholders filled: the site settings, then `values` (the line's own). */
export function copyFiller(file: string, values: Settings): (line: string) => string {
  const settings = { ...copySettings(), ...values };
  return (line) => expandSettings(line, settings, file);
}
