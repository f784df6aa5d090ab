/**
 * The footer's words (src/content/pages/footer.yaml), on every page. Its menus are navigation.yaml's; its office,
 * phone, email and legal identity are the site settings.
 */
import { z } from "astro/zod";
import { copyText } from "./copy-line";

export const footerCopySchema = z
  .object({
    about: copyText().describe(
      "The line under the business's name and tagline: what the firm does, for whom and since when. Every page shows it, with how we are paid under it.",
    ),
  })
  .strict();
