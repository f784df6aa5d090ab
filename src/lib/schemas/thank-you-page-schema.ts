/**
 * The head of /thank-you, where a lead form posted without JavaScript lands (src/content/pages/thank-you.yaml). Its
 * body is the thank-you view, in contact.yaml's words (`thankYou`), as the form shows it in place once sent.
 */
import { z } from "astro/zod";
import { copyText } from "./copy-line";

export const thankYouPageSchema = z
  .object({
    metaTitle: copyText().describe("The page's <title>, in the browser tab; the site's name is added after it."),
    metaDescription: copyText().describe("The page's description, for browsers and link previews (never indexed)."),
  })
  .strict();
