// Wiring between issues: pages that embed the contact section must hand it the visitor's choices.
import { test, expect, waitForIsland } from "./fixtures";
import { liveCatalogue } from "./directory-data";

test("a franchise page's Enquire Now opens the enquiry form with that franchise ticked", async ({ page }) => {
  // The last franchise of the catalogue, so it is not simply the first box of the list.
  const franchise = liveCatalogue().at(-1)!;
  await page.goto(`/franchises/${franchise.slug}`);
  await page.getByRole("link", { name: "Enquire Now" }).first().click();
  await expect(page).toHaveURL(/#contact$/);
  await waitForIsland(page, "ContactForms");
  await expect(page.getByRole("tab", { name: "Franchise Enquiry" })).toHaveAttribute("aria-selected", "true");
  const ticked = page.locator("#contact").getByRole("checkbox", { checked: true });
  await expect(ticked).toHaveCount(1);
  await expect(page.getByRole("checkbox", { name: franchise.name, exact: true })).toBeChecked();
});

test("choosing a package on /services shows it in the consultation form", async ({ page }) => {
  await page.goto("/services");
  await page.getByRole("link", { name: "Choose Platinum" }).click();
  // The link reloads /services itself (?package=platinum#contact), whose island the page before also had: wait
  // for the new page, or the island reached for is the old one, replaced as it hydrates.
  await page.waitForURL(/[?&]package=platinum/);
  await waitForIsland(page, "ContactForms");
  await expect(page.getByRole("tab", { name: "Book Consultation" })).toHaveAttribute("aria-selected", "true");
  await expect(page.locator("#contact").getByRole("combobox", { name: /package/i })).toHaveValue("platinum");
});
