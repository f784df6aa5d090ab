/** Thrown when the database cannot be read as a lead database or fails its integrity check. */
export class LeadStoreIntegrityError extends Error {}

/** Thrown when the database does not run with the durability settings a lead's "thank you" relies on. */
export class LeadStoreDurabilityError extends Error {}

/**
 * Thrown when the database was migrated by newer code than this (a rollback after an upgrade): this code would
 * write rows the newer schema does not expect, so it stops instead, naming both versions.
 */
export class LeadStoreVersionError extends Error {}

/**
 * Thrown when the lead store cannot be opened (the database damaged, out of reach, or refusing its settings):
 * the route asking is answered 503, as /healthz is, naming none of it (issue 53 §4). The cause says why.
 */
export class LeadStoreUnavailableError extends Error {}
