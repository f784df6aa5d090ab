/**
 * The package ids the enquiry forms accept; src/content/packages.yaml must use exactly these (its schema checks).
 * Code, not content: the lead forms (browser and server) and the packages' schema all hold to this one list.
 */
export const PACKAGE_IDS = ["silver", "gold", "platinum"] as const;

export type PackageId = (typeof PACKAGE_IDS)[number];
