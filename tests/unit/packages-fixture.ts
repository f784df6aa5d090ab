/**
 * The specification's packages, frozen (tests/unit/fixtures/launch-packages.yaml) and read with the collection's
 * schema: tests check the specification's prices and contents here, and only rules over src/content/packages.yaml,
 * so an owner who changes a price as the guide says keeps `npm test` green.
 */
import { fileURLToPath } from "node:url";
import { readYamlFile } from "@/lib/content/content-readers";
import { packageSchema, type Package } from "@/lib/schemas/copy-schemas";

const FIXTURE = fileURLToPath(new URL("./fixtures/launch-packages.yaml", import.meta.url));

/** The launch packages in file order, validated as the build validates the live ones. */
export const launchPackages = (): Package[] => readYamlFile(FIXTURE, packageSchema.array());
