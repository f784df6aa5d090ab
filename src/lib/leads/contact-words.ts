/**
 * The contact forms' words (src/content/pages/contact.yaml) as the lead pipeline reads them itself, for the answer
 * to a form sent again with changed answers: the same words the contact island is bundled with, so the island, the
 * no-JavaScript error page and the JSON answer say the same. Bundled with the server, read from disk in plain Node.
 */
import { bundledText } from "@/lib/site/bundled-text";
import { contactPageSchema, type ContactPageCopy } from "@/lib/schemas/copy-schemas";
import { parseCopyFile } from "@/lib/leads/copy-file";

const CONTACT_FILE = "src/content/pages/contact.yaml";

/** The file's words, checked with the schema the build checks it with. */
export const contactWordsFromFile: ContactPageCopy = parseCopyFile(
  CONTACT_FILE,
  contactPageSchema,
  bundledText(
    () =>
      import.meta.glob<string>("/src/content/pages/contact.yaml", { query: "?raw", import: "default", eager: true }),
    "/src/content/pages/contact.yaml",
    new URL("../../content/pages/contact.yaml", import.meta.url),
  ),
);
