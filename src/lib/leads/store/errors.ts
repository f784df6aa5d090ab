/** Thrown when the database cannot be read as a lead database or fails its integrity check. */
export class LeadStoreIntegrityError extends Error {}

/** Thrown when the database does not run with the durability settings a lead's "thank you" relies on. */
export class LeadStoreDurabilityError extends Error {}
