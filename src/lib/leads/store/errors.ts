/** Thrown when the database cannot be read as a lead database or fails its integrity check. */
export class LeadStoreIntegrityError extends Error {}

/** Thrown when the database does not run with the durability settings a lead's "thank you" relies on. */
export class LeadStoreDurabilityError extends Error {}

/**
 * Thrown when the database was migrated by newer code than this (a rollback after an upgrade): this code would
 * write rows the newer schema does not expect, so it stops instead, naming both versions.
 */
export class LeadStoreVersionError extends Error {}
