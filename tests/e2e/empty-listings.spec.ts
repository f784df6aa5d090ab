// Listings with no franchise today (a category or an investment band): they keep their URL, but are noindex, out
// of the sitemap and say so, and the category list offers no View for them. Which ones are empty is worked out
// from the content files by the site's own rule, so the owner's catalogue decides, not this file.
import { test } from "./fixtures";
import { PROJECT_DIR } from "./directory-data";
import { expectListingRules } from "./listing-rules";

test.describe("empty and non-empty listings", () => {
  // JavaScript stays on for axe; the directory island sleeps until a gesture, so this is the server's HTML.
  test("each category and investment band: empty ones noindex, unlisted and helpful; the rest indexed with View", async ({
    page,
  }) => {
    test.slow(); // one page per category and investment band
    await expectListingRules(page, PROJECT_DIR);
  });
});
