/**
 * The packages read straight from src/content/packages.yaml, for the lead runtime to hand the notification mail,
 * outside pages, where content collections are not available. Checked with the same schema as the collection.
 */
import yaml from "js-yaml";
import packagesYaml from "@/content/packages.yaml?raw";
import { listFile } from "@/lib/schemas/list-file";
import { packageSchema, type Package } from "@/lib/schemas/copy-schemas";

/** The packages in file order, validated. */
export const packagesFromFile: readonly Package[] = listFile(packageSchema).parse(yaml.load(packagesYaml));
