/**
 * The packages read straight from src/content/packages.yaml, for server code outside pages (the lead mail),
 * where content collections are not available. Checked with the same schema as the collection.
 */
import yaml from "js-yaml";
import { z } from "astro/zod";
import packagesYaml from "@/content/packages.yaml?raw";
import { packageSchema, type Package } from "@/lib/content/copy-schemas";

/** The packages in file order, validated. */
export const packagesFromFile: readonly Package[] = z.array(packageSchema).parse(yaml.load(packagesYaml));
