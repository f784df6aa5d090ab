/**
 * A franchise sector (src/content/franchise-categories.yaml), in plain zod with nothing else imported, so the
 * browser editor's "Franchise sectors" form is generated from the schema the build checks.
 */
import { z } from "zod";

/** One entry of franchise-categories.yaml; its key is the entry's `id`. */
export const franchiseCategorySchema = z.object({
  name: z.string().min(2).describe('Display name, e.g. "Business Services" for the key "services".'),
  description: z.string().min(20).describe("One or two sentences shown on the franchise directory."),
});
