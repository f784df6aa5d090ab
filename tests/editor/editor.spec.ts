// An editor's round trip in the browser editor (Keystatic, local mode) against `npm run edit`'s dev server in a
// copy of the project: an article with a hero image, a Cost table, a Callout and a UK fact, created and saved, is a
// file the content layer accepts; a franchise's investment range and territories changed and saved are in its file;
// the copy, built for production, shows the article with each component and the franchise's change on its page and
// in the directory. Rules the editor expresses (a required brand name, a hero image's alt text, territories from
// the cities that exist, each once) are refused before anything is saved; a range with its minimum above its maximum (a
// rule no editor field expresses) is named by the content layer, file and field. Page copy, in a form generated
// from its schema, refuses an empty required text and saves an unknown placeholder, which the content layer names.
// Nothing is written outside src/content/ (the article's images folder is inside it).
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import {
  PROJECT_DIR,
  buildCopy,
  commandEnv,
  copyProject,
  removeCopies,
  runNodeCommand,
} from "../support/project-copy.mjs";
import { startEditServer, type EditServer } from "../support/edit-server";
import { compile } from "@mdx-js/mdx";
import yaml from "js-yaml";
import { readKnownIds } from "../../src/lib/content/known-ids";
import { parseUkFacts } from "../../src/lib/facts/uk-facts";
import { remarkMdxKit } from "../../src/lib/markdown/remark-mdx-kit";
import { scanProjectForClaims } from "../../src/lib/launch/scan-claims";

let root: string;
let base: string;
let server: EditServer | undefined;
let before: Map<string, number>;

/** Every file of the copy but its packages and caches, with its modification time. */
function files(dir = root, found = new Map<string, number>()): Map<string, number> {
  for (const name of readdirSync(dir)) {
    if (["node_modules", ".astro", "dist", "data"].includes(name)) continue;
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) files(path, found);
    else found.set(relative(root, path), stat.mtimeMs);
  }
  return found;
}

/** What the MDX kit's checks may name, as astro.config.mjs gives them. */
function kitOptions() {
  const ids = readKnownIds(); // this checkout's files: the copy holds the same
  return {
    facts: parseUkFacts(readFileSync(join(root, "src", "content", "uk-facts.yaml"), "utf8")),
    franchiseSlugs: ids.franchises,
    franchiseCategories: ids.franchiseCategories,
    imageNames: new Set(readdirSync(join(root, "src", "content", "blog", "images"))),
  };
}

/** A text or number field of the editor's form, by its label. */
const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

/** `astro sync` in the copy: the content layer loads every entry through the schemas. */
const syncContent = () => runNodeCommand(root, [join(root, "node_modules", "astro", "astro.js"), "sync"], commandEnv());

/** A page of the copy's production build (`astro build`, run by the franchise test), as the server would send it. */
const builtPage = (path: string) => readFileSync(join(root, "dist", "client", `${path}.html`), "utf8");

/** A built page's text without its markup, for asserting on what a reader sees. */
const visibleText = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/** The first fact of the UK facts file, the one the article picks for its Fact component. */
const firstFact = () => parseUkFacts(readFileSync(join(root, "src", "content", "uk-facts.yaml"), "utf8"))[0]!;

/** The slugs of the cities the copy holds (src/content/locations/cities/). */
const cities = () =>
  readdirSync(join(root, "src", "content", "locations", "cities"))
    .filter((name) => name.endsWith(".yaml"))
    .map(
      (name) =>
        (
          yaml.load(readFileSync(join(root, "src", "content", "locations", "cities", name), "utf8")) as {
            slug: string;
          }
        ).slug,
    );

/**
 * A text to type in the Territories box that finds `slug` (a part of it) and at least one city not listed yet,
 * with the cities the box should offer for it: those it finds, less the ones listed. Few, so the list shows them all.
 */
function searchFinding(slug: string, all: string[], listed: string[]): { typed: string; offered: string[] } {
  for (let length = slug.length; length >= 1; length -= 1)
    for (let start = 0; start + length <= slug.length; start += 1) {
      const typed = slug.slice(start, start + length);
      const offered = all.filter((city) => city.includes(typed) && !listed.includes(city)).sort();
      if (offered.length > 0 && offered.length <= 5) return { typed, offered };
    }
  throw new Error(`no text finds ${slug} and a city not listed`);
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  root = await copyProject("editor-e2e-", { packages: "hardlink" });
  before = files();
  server = await startEditServer(root);
  base = server.base;
});

test.afterAll(async () => {
  await server?.stop();
  // EDITOR_KEEP_COPY=1 keeps the copy, to read what the editor wrote.
  if (root && !process.env.EDITOR_KEEP_COPY) await removeCopies([root]);
  else if (root) console.log(`kept the copy: ${root}`);
});

test("an article with a hero image, a Cost table, a Callout and a UK fact, created in the editor, is a valid file", async ({
  page,
}) => {
  await page.goto(`${base}/keystatic/collection/blog/create`);
  const body = page.locator('[contenteditable="true"]');
  await expect(body).toBeVisible();
  await field(page, "Title").fill("Franchise Insurance Explained for New Owners");
  await field(page, "Slug").fill("franchise-insurance-explained");
  await expect(field(page, "File name")).toHaveValue("franchise-insurance-explained");
  await field(page, "Excerpt").fill(
    "Which policies a new franchisee needs from day one, what the franchisor may insist on, and what it costs.",
  );
  await field(page, "Author").fill("The Advisory Team");
  await page.getByLabel("Publish date").fill("2025-06-02");
  // Keystatic opens the file picker from its button; the picker is answered with one of the sample hero images.
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Choose file" }).first().click();
  await (
    await chooser
  ).setFiles({
    name: "hero.jpg",
    mimeType: "image/jpeg",
    buffer: readFileSync(join(root, "src", "content", "blog", "images", "bfa-accreditation-explained.jpg")),
  });
  await field(page, "Hero image alt text").fill("An insurance policy document on a desk beside a calculator");
  await field(page, "Meta title").fill("Franchise Insurance Explained for UK Buyers");
  await field(page, "Meta description").fill(
    "Public liability, employers' liability, stock and vehicle cover: what a UK franchisee needs and what it costs.",
  );

  await body.click();
  await page.keyboard.type("Most franchisors set the cover you must hold before you open. Income above ");
  // A UK fact, inline in the sentence: it starts with no fact, asking for one; picked later by its name.
  await page.keyboard.type("/");
  await expect(page.getByRole("option").first()).toBeVisible();
  await page.keyboard.type("fact");
  // The menu opens over the toolbar's buttons at this place, which would take a pointer's click: the option gets
  // a click event alone, as a screen reader sends it.
  await page.getByRole("option", { name: /UK fact/ }).dispatchEvent("click");
  const chip = body.getByText("UK fact: click to pick one");
  await expect(chip).toHaveCount(1);
  await page.keyboard.press("End");
  await page.keyboard.type(" is taxed.");
  await page.keyboard.press("Enter");
  // The slash menu opens for a "/" typed into the new, empty paragraph: wait for that paragraph, then the menu.
  await expect(body.locator("p")).toHaveCount(2);
  await page.keyboard.type("/");
  await expect(page.getByRole("option").first()).toBeVisible();
  await page.keyboard.type("call");
  await page.getByRole("option", { name: /Callout/ }).click();
  await page.keyboard.type("Ask the franchisor for its insurance schedule before you sign.");

  // A Cost table between the first paragraph and the Callout, its rows as fields in the component's dialog.
  // Clicked at the end of its last line: the fact's chip, which names its fact, may wrap the paragraph.
  const first = body.locator("p").first();
  const box = (await first.boundingBox())!;
  await first.click({ position: { x: box.width - 2, y: box.height - 4 } });
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await expect(body.locator("p")).toHaveCount(3);
  await page.keyboard.type("/");
  await expect(page.getByRole("option").first()).toBeVisible();
  await page.keyboard.type("cost");
  await page.getByRole("option", { name: /Cost table/ }).click();
  await page.getByRole("button", { name: "Edit" }).first().click();
  const dialog = page.getByRole("dialog").last();
  await dialog.getByRole("textbox", { name: "Caption", exact: true }).fill("Typical insurance costs in the first year");
  await dialog.getByRole("button", { name: "Add" }).click();
  const row = page.getByRole("dialog").last();
  await expect(row).toContainText("Add item");
  await row.getByRole("textbox", { name: "Item", exact: true }).fill("Public liability cover");
  await row.getByRole("textbox", { name: "Lowest (£)", exact: true }).fill("150");
  await row.getByRole("textbox", { name: "Highest (£)", exact: true }).fill("600");
  await row.getByRole("button", { name: "Add" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(1);
  await page.getByRole("dialog").getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // The fact, clicked, offers each fact by what it measures and its figure; the chip then names the one picked.
  await chip.click();
  const picker = page.getByRole("combobox", { name: "UK fact" });
  await expect(picker.getByRole("option", { name: firstFact().id })).toHaveCount(0);
  await picker.selectOption({ label: `${firstFact().label} (${firstFact().display})` });
  await expect(body.getByText(`${firstFact().display} (${firstFact().label})`)).toHaveCount(1);

  // `EDITOR_SCREENSHOTS=1 npm run test:editor` refreshes the editing guide's pictures of the forms.
  if (process.env.EDITOR_SCREENSHOTS) await page.screenshot({ path: join(PROJECT_DIR, "docs", "editor-article.png") });

  // A hero image without its alt text (and not marked decorative) is refused before anything is written.
  const file = join(root, "src", "content", "blog", "franchise-insurance-explained.mdx");
  const alt = field(page, "Hero image alt text");
  await alt.fill("");
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText(/Hero image alt text must be at least 5 characters/).first()).toBeVisible();
  expect(files().has(relative(root, file))).toBe(false);
  await alt.fill("An insurance policy document on a desk beside a calculator");

  await page.getByRole("button", { name: "Create" }).click();
  await expect.poll(() => files().has(relative(root, file))).toBe(true);
  const text = readFileSync(file, "utf8");
  expect(text).toContain("title: Franchise Insurance Explained for New Owners");
  expect(text).toContain("slug: franchise-insurance-explained");
  expect(text).toMatch(/heroImage: \.\/images\/franchise-insurance-explained\/heroImage\.jpg/);
  expect(text).toMatch(
    /<Callout[^>]*>\s*Ask the franchisor for its insurance schedule before you sign\.\s*<\/Callout>/,
  );

  expect(text).toContain('<CostTable caption="Typical insurance costs in the first year"');
  expect(text).toContain('rows={[{"item":"Public liability cover","min":150,"max":600}]}');
  expect(text).toMatch(new RegExp(`Income above <Fact id="${firstFact().id}"[^>]*/> is taxed\\.`));

  const sync = await syncContent();
  expect(sync.status, sync.output).toBe(0);
  // The body through the MDX compiler with the kit's checks, as the build compiles it (props named, typed, known).
  const mdx = text.replace(/^---\n[\s\S]*?\n---\n/, "");
  await compile({ value: mdx, path: file }, { remarkPlugins: [[remarkMdxKit, kitOptions()]] });
  // …which do refuse a wrong prop, so the line above proves something.
  await expect(
    compile(
      { value: '<CostTable caption="x" rows={[{"item":"a","min":"cheap"}]} />', path: file },
      {
        remarkPlugins: [[remarkMdxKit, kitOptions()]],
      },
    ),
  ).rejects.toThrow(/CostTable/);
});

test("a UK fact inserted from the body's Insert menu leaves the keyboard in the text: the words typed next follow it", async ({
  page,
}) => {
  await page.goto(`${base}/keystatic/collection/blog/create`);
  const body = page.locator('[contenteditable="true"]');
  await expect(body).toBeVisible();
  await body.click();
  await page.keyboard.type("Income above ");
  // The toolbar's "+" (its name is only a tooltip): the menu button in the toolbar that holds the Text block picker.
  const toolbar = page
    .locator("div")
    .filter({ has: page.getByRole("button", { name: "Text block" }) })
    .filter({ has: page.locator('button[aria-haspopup="true"]') })
    .last();
  const insert = toolbar.locator('button[aria-haspopup="true"]').last();
  // Closed without a choice, the menu leaves focus on its button, as a menu should.
  await insert.click();
  await expect(page.getByRole("menuitem", { name: /UK fact/ })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(insert).toBeFocused();
  await insert.click();
  await page.getByRole("menuitem", { name: /UK fact/ }).click();
  await expect(body).toBeFocused();
  // A space and letters typed on the menu's button would open it again and pick more components.
  await page.keyboard.type(" is taxed. Under it you pay nothing.");
  await expect(body.locator("p")).toHaveText([
    "Income above UK fact: click to pick one is taxed. Under it you pay nothing.",
  ]);
  await expect(body.getByText("UK fact: click to pick one")).toHaveCount(1);
  await expect(body.getByText("Callout")).toHaveCount(0);
});

test("an event's capacity, edited and saved, is in its file, which the content layer reads", async ({ page }) => {
  const slug = "first-franchise-evening-leeds-2026-12";
  const file = join(root, "src", "content", "events", `${slug}.mdx`);
  await page.goto(`${base}/keystatic/collection/events/item/${slug}`);
  await expect(field(page, "Title")).toHaveValue(/first franchise/);
  await field(page, "Capacity").fill("45");
  if (process.env.EDITOR_SHOTS) {
    await field(page, "Venue: name").scrollIntoViewIfNeeded();
    await shot(page, "event-venue");
  }
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(() => readFileSync(file, "utf8")).toMatch(/\ncapacity: 45\n/);
  expect(readFileSync(file, "utf8")).toContain("Bring your questions");
  const valid = await syncContent();
  expect(valid.status, valid.output).toBe(0);
});

test("page copy, edited in its form made from the schema, is saved; an unknown placeholder is named by the build", async ({
  page,
}) => {
  const file = join(root, "src", "content", "pages", "blog.yaml");
  await page.goto(`${base}/keystatic/singleton/page-blog`);
  const title = page.getByRole("textbox", { name: "Title" }).first();
  await expect(title).toHaveValue("Franchise Advice & Insights");
  if (process.env.EDITOR_SCREENSHOTS)
    await page.screenshot({ path: join(PROJECT_DIR, "docs", "editor-page-copy.png") });
  // A required text left empty is refused before saving, as the schema's minimum says.
  const saved = readFileSync(file, "utf8");
  await title.fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Title must not be empty").first()).toBeVisible();
  expect(readFileSync(file, "utf8")).toBe(saved);

  // A placeholder is the build's to check: an unknown one is saved, and the content layer names file and field.
  await title.fill("Franchise Advice for {readerKind}");
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(() => readFileSync(file, "utf8")).toContain("{readerKind}");
  const invalid = await syncContent();
  expect(invalid.status).not.toBe(0);
  expect(invalid.output).toMatch(/blog/);
  expect(invalid.output).toMatch(/list\.title: unknown placeholder \{readerKind\}/);

  await title.fill("Franchise Advice and Insights for UK Buyers");
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(() => readFileSync(file, "utf8")).toContain("Franchise Advice and Insights for UK Buyers");
  const valid = await syncContent();
  expect(valid.status, valid.output).toBe(0);
});

/** Where the forms' screenshots go when EDITOR_SHOTS names a folder (issue 50: each form looked at, at 1280 px). */
const shot = async (page: Page, name: string) => {
  if (process.env.EDITOR_SHOTS)
    await page.screenshot({ path: join(process.env.EDITOR_SHOTS, `${name}.png`), fullPage: true });
};

test("a franchise's ways to run it unticked and its experience set to not stated are saved empty, read as not stated; the copy builds", async ({
  page,
}) => {
  // Any franchise that states both: Keystatic's own multiselect writes nothing ticked as [], and its group of fields
  // a group left empty with its parts empty; the schema reads each as the field left out
  // (src/lib/schemas/not-stated.ts). The production build in the next test builds the file too.
  const dir = join(root, "src", "content", "franchises");
  const read = (name: string) =>
    yaml.load(readFileSync(join(dir, name), "utf8")) as {
      workPatterns?: string[];
      experience?: { level?: string; areas?: string[] };
    };
  const name = readdirSync(dir).find(
    (entry) => entry.endsWith(".yaml") && (read(entry).workPatterns ?? []).length > 0 && read(entry).experience,
  );
  expect(name, "a franchise file with workPatterns and experience").toBeDefined();
  const file = join(dir, name!);
  await page.goto(`${base}/keystatic/collection/franchises/item/${name!.replace(/\.yaml$/, "")}`);
  const ways = page.getByRole("group", { name: "Ways to run it" });
  await expect(ways.getByRole("checkbox", { checked: true }).first()).toBeVisible();
  for (const box of await ways.getByRole("checkbox").all()) await box.uncheck();
  await expect(ways.getByRole("checkbox", { checked: true })).toHaveCount(0);
  // Keystatic's select is a button that opens its list of choices.
  await page.getByRole("button", { name: /Experience asked for/ }).click();
  await page.getByRole("option", { name: "Not stated", exact: true }).click();
  await expect(page.getByRole("button", { name: /Experience asked for/ })).toContainText("Not stated");
  const areas = page.getByRole("group", { name: "Areas of experience" });
  for (const box of await areas.getByRole("checkbox").all()) await box.uncheck();
  await shot(page, "franchise-left-empty");
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(() => readFileSync(file, "utf8")).toMatch(/\nworkPatterns: \[\]\n/);
  const { experience = {} } = read(name!);
  expect([experience.level ?? "", experience.areas ?? []]).toEqual(["", []]);
  const valid = await syncContent();
  expect(valid.status, valid.output).toBe(0);
});

test("a franchise's optional figures emptied are saved left out of its file, which builds; a required one is asked for", async ({
  page,
}) => {
  // Any franchise stating its franchisees trading and a team's upper size, with no offer (an offer to "the first N
  // franchisees" needs the count), other than the one the next test builds. Keystatic's number box hands an emptied
  // box over as NaN, which its own check refused as "must be a whole number" (src/lib/editor/numbers.ts).
  const dir = join(root, "src", "content", "franchises");
  type Figures = { tradingFranchisees?: number; tradingFranchiseesAsOf?: string; teamSize?: { max?: number } };
  const read = (name: string) => yaml.load(readFileSync(join(dir, name), "utf8")) as Figures & { offer?: string };
  const name = readdirSync(dir).find((entry) => {
    if (!entry.endsWith(".yaml") || entry === "crumbwright-bakehouse.yaml") return false;
    const franchise = read(entry);
    return franchise.tradingFranchisees !== undefined && franchise.teamSize?.max !== undefined && !franchise.offer;
  });
  expect(name, "a franchise file with tradingFranchisees, teamSize.max and no offer").toBeDefined();
  const file = join(dir, name!);
  await page.goto(`${base}/keystatic/collection/franchises/item/${name!.replace(/\.yaml$/, "")}`);
  await expect(field(page, "Franchisees trading")).toHaveValue(/\d/);
  await field(page, "Franchisees trading").fill("");
  await field(page, "Franchisees trading: counted on").fill("");
  await field(page, "Team: most employed").fill("");
  await field(page, "Team: most employed").blur();
  if (process.env.EDITOR_SHOTS) {
    await field(page, "Franchisees trading").scrollIntoViewIfNeeded();
    await shot(page, "franchise-figures-emptied");
    await field(page, "Team: most employed").scrollIntoViewIfNeeded();
    await shot(page, "franchise-team-emptied");
  }
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(() => read(name!).tradingFranchisees).toBeUndefined();
  const saved = read(name!);
  expect([saved.tradingFranchiseesAsOf, saved.teamSize?.max]).toEqual([undefined, undefined]);
  expect(readFileSync(file, "utf8")).not.toMatch(/NaN|\.nan|null/);
  await expect(page.getByText(/must be a whole number/)).toHaveCount(0);
  const valid = await syncContent();
  expect(valid.status, valid.output).toBe(0);

  // A required figure emptied is asked for by name, and nothing is saved.
  const event = readdirSync(join(root, "src", "content", "events")).find((entry) => entry.endsWith(".mdx"))!;
  const eventFile = join(root, "src", "content", "events", event);
  const before = readFileSync(eventFile, "utf8");
  await page.goto(`${base}/keystatic/collection/events/item/${event.replace(/\.mdx$/, "")}`);
  await expect(field(page, "Capacity")).toHaveValue(/\d/);
  await field(page, "Capacity").fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Capacity is required").first()).toBeVisible();
  if (process.env.EDITOR_SHOTS) {
    await page.getByText("Capacity is required").first().scrollIntoViewIfNeeded();
    await shot(page, "event-capacity-emptied");
  }
  expect(readFileSync(eventFile, "utf8")).toBe(before);
});

test("a franchise's investment range and territories, edited and saved, show on its built page and in the directory", async ({
  page,
}) => {
  const file = join(root, "src", "content", "franchises", "crumbwright-bakehouse.yaml");
  await page.goto(`${base}/keystatic/collection/franchises/item/crumbwright-bakehouse`);
  await expect(field(page, "Brand name")).toHaveValue("Crumbwright Bakehouse");
  if (process.env.EDITOR_SCREENSHOTS)
    await page.screenshot({ path: join(PROJECT_DIR, "docs", "editor-franchise.png") });
  expect(readFileSync(file, "utf8")).not.toMatch(/territories:.*\bleeds\b/);
  const crumbwright = 'href="/franchises/crumbwright-bakehouse"';
  // A year reads as its four digits (a number field would group them: "2,016").
  const established = (yaml.load(readFileSync(file, "utf8")) as { establishedYear?: number }).establishedYear;
  await expect(field(page, "Established")).toHaveValue(established === undefined ? "" : String(established));
  await field(page, "Maximum (£)").fill("90000");

  // Territories are picked from the cities that exist, each once (Keystatic's own list of picks): a place that is
  // not a city is offered nothing, and a city already listed is not offered again, though what is typed finds it.
  const listed = () => (yaml.load(readFileSync(file, "utf8")) as { territories: string[] }).territories;
  const before = listed();
  const territories = page.getByRole("combobox", { name: "Territories" });
  const rows = page.getByRole("grid", { name: "Territories" }).getByRole("row");
  await expect(rows).toHaveText(before);
  await territories.fill("atlantis");
  await expect(page.getByRole("option")).toHaveCount(0);
  const again = searchFinding(before[0]!, cities(), before);
  await territories.fill(again.typed);
  await expect(page.getByRole("option")).toHaveText(again.offered);
  await territories.fill("lee");
  await page.getByRole("option", { name: "leeds", exact: true }).click();
  await expect(rows).toHaveText([...before, "leeds"]);
  const leeds = searchFinding("leeds", cities(), [...before, "leeds"]);
  await territories.fill(leeds.typed);
  await expect(page.getByRole("option")).toHaveText(leeds.offered);
  // The box is cleared and its list closed, as a person does before saving: an open list covers the Save button.
  await territories.fill("");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("listbox")).toHaveCount(0);
  if (process.env.EDITOR_SHOTS) {
    await rows.last().scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(process.env.EDITOR_SHOTS, "franchise-territories.png") });
  }

  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(() => readFileSync(file, "utf8")).toMatch(/investmentRange:\n {2}min: 29500\n {2}max: 90000/);
  // The same list of slugs as before, one a line, the new city last: the shape the content layer reads.
  expect(listed()).toEqual([...before, "leeds"]);
  expect(readFileSync(file, "utf8")).toMatch(/\nterritories:\n(?: {2}- [a-z0-9-]+\n)+[a-z]/);
  const valid = await syncContent();
  expect(valid.status, valid.output).toBe(0);

  // The copy built for production, as a deploy builds it: the article and the franchise's change are on its pages.
  await buildCopy(root, commandEnv({ NODE_ENV: "production" }));
  const article = builtPage("blog/franchise-insurance-explained");
  expect(article).toMatch(/<img[^>]+alt="An insurance policy document on a desk beside a calculator"/);
  expect(visibleText(article)).toContain("Ask the franchisor for its insurance schedule before you sign.");
  expect(article).toMatch(/<table[\s\S]*Typical insurance costs in the first year[\s\S]*Public liability cover/);
  expect(visibleText(article)).toContain(`Income above ${firstFact().display} is taxed.`);

  expect(visibleText(builtPage("blog"))).toContain("Franchise Advice and Insights for UK Buyers");

  const franchise = builtPage("franchises/crumbwright-bakehouse");
  expect(franchise).toContain('href="/locations/leeds"');
  expect(visibleText(franchise)).toContain("Investment £29,500 - £90,000");
  // The directory's card shows the new range; the directory of Leeds (its location page) now lists the franchise.
  const directory = visibleText(builtPage("franchises"));
  expect(directory).toMatch(/Crumbwright Bakehouse[^£]*Investment £29,500 - £90,000/);
  expect(directory).toMatch(/Crumbwright Bakehouse.*?Territories London Bristol \+5 more territories/);
  expect(builtPage("locations/leeds")).toContain(crumbwright);
});

test("a city already on the site, added again, is refused naming the entry it repeats; nothing is written", async ({
  page,
}) => {
  const dir = join(root, "src", "content", "locations", "cities");
  const [existing] = readdirSync(dir).filter((name) => name.endsWith(".yaml"));
  const city = yaml.load(readFileSync(join(dir, existing!), "utf8")) as { name: string; slug: string };
  const before = readdirSync(dir).sort();
  await page.goto(`${base}/keystatic/collection/cities/create`);
  await field(page, "Name").fill(city.name);
  await field(page, "Slug").fill(city.slug);
  // Keystatic keeps file names apart on its own (it offers "<slug>-1"), but the page's address is the slug: a new
  // file with the same slug would replace the first city's page.
  await field(page, "File name").fill(`${city.slug}-2`);
  await page.getByRole("button", { name: "Create" }).click();
  await expect(
    page.getByText(
      `${city.name} is already on the site at /locations/${city.slug} (src/content/locations/cities/${existing})`,
    ),
  ).toBeVisible();
  expect(readdirSync(dir).sort()).toEqual(before);
});

test("a franchise's minimum above its maximum is saved, and the content layer names file and field", async ({
  page,
}) => {
  const file = join(root, "src", "content", "franchises", "crumbwright-bakehouse.yaml");
  await page.goto(`${base}/keystatic/collection/franchises/item/crumbwright-bakehouse`);
  await expect(field(page, "Brand name")).toHaveValue("Crumbwright Bakehouse");

  // A rule the editor expresses: a brand name is required, so nothing is saved without one.
  const saved = readFileSync(file, "utf8");
  await field(page, "Brand name").fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/Brand name must be at least 2 characters/).first()).toBeVisible();
  expect(readFileSync(file, "utf8")).toBe(saved);
  await field(page, "Brand name").fill("Crumbwright Bakehouse");

  // A rule it cannot express: a minimum above the maximum is saved, and the content layer names file and field.
  await field(page, "Minimum (£)").fill("95000");
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(() => readFileSync(file, "utf8")).toContain("min: 95000");
  const invalid = await syncContent();
  expect(invalid.status).not.toBe(0);
  expect(invalid.output).toContain("crumbwright-bakehouse");
  expect(invalid.output).toMatch(/investmentRange\.max: min must not be greater than max/);
  // Put back as it was, so the tests after this one start from content the build accepts.
  writeFileSync(file, saved);
});

test("the FAQ, a list file, lists its questions by their words; an answer edited and saved is in the file the content layer reads", async ({
  page,
}) => {
  const file = join(root, "src", "content", "faq.yaml");
  await page.goto(`${base}/keystatic/singleton/faq`);
  // Each question is listed by its words (never its id); clicking one opens it.
  const first = page.getByRole("row").getByText("How much does franchise advice cost?", { exact: true });
  await expect(first).toBeVisible();
  await shot(page, "faq");
  await first.click();
  const question = page.getByRole("dialog").getByRole("textbox", { name: "Question", exact: true });
  await expect(question).toHaveValue("How much does franchise advice cost?");
  await shot(page, "faq-question");
  await question.fill("What does franchise advice cost?");
  await page.getByRole("dialog").getByRole("button", { name: "Done" }).click();
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(() => readFileSync(file, "utf8")).toContain("question: What does franchise advice cost?");
  expect(readFileSync(file, "utf8")).toMatch(/^items:\n/m);
  const valid = await syncContent();
  expect(valid.status, valid.output).toBe(0);
});

test("a package's price, changed in the Packages form as the guide says, is saved and the content layer reads it", async ({
  page,
}) => {
  const file = join(root, "src", "content", "packages.yaml");
  await page.goto(`${base}/keystatic/singleton/packages`);
  await page.getByRole("row").getByText("Platinum", { exact: true }).click();
  const dialog = page.getByRole("dialog");
  // The price is typed once, in pounds: "£1,200" on the pages and the price range are made from it.
  const price = dialog.getByRole("textbox", { name: "Price (£)", exact: true });
  await expect(price).toHaveValue("950");
  await shot(page, "packages-platinum");
  await price.fill("1200");
  await dialog.getByRole("button", { name: "Done" }).click();
  await shot(page, "packages");
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(() => readFileSync(file, "utf8")).toContain("amount: 1200");
  expect(readFileSync(file, "utf8")).not.toContain("price:");
  const valid = await syncContent();
  expect(valid.status, valid.output).toBe(0);
});

test("the business's phone and email, edited in Business details, are saved to src/content/business.json", async ({
  page,
}) => {
  const file = join(root, "src", "content", "business.json");
  await page.goto(`${base}/keystatic/singleton/business`);
  await expect(field(page, "Trading name")).toHaveValue("Franchise Advisor UK");
  await shot(page, "business");
  await field(page, "Phone number").fill("0113 496 0000");
  await field(page, "Email address").fill("hello@harbour-franchise.co.uk");
  await page.getByRole("button", { name: "Save" }).click();
  // The dev server writes the file while this reads it: a file read mid-write is not JSON yet, and is read again.
  const saved = () => {
    try {
      return JSON.parse(readFileSync(file, "utf8")) as { phone?: string };
    } catch {
      return {};
    }
  };
  await expect.poll(() => saved().phone).toBe("0113 496 0000");
  expect(JSON.parse(readFileSync(file, "utf8")).email).toBe("hello@harbour-franchise.co.uk");
  const valid = await syncContent();
  expect(valid.status, valid.output).toBe(0);
});

/**
 * Opens a list form, checks its entries are listed by their words, changes one text of the entry `row` and saves:
 * the file holds the new words under `items:`, and the content layer reads it.
 */
async function editListEntry(
  page: Page,
  form: string,
  file: string,
  { row, label, value }: { row: string; label: string; value: string },
) {
  await page.goto(`${base}/keystatic/singleton/${form}`);
  const entry = page.getByRole("row").getByText(row, { exact: true });
  await expect(entry).toBeVisible();
  await shot(page, form);
  await entry.click();
  const dialog = page.getByRole("dialog");
  const text = dialog.getByRole("textbox", { name: label, exact: true });
  await expect(text).toHaveValue(row);
  await shot(page, `${form}-entry`);
  await text.fill(value);
  await dialog.getByRole("button", { name: "Done" }).click();
  await page.getByRole("button", { name: "Save" }).click();
  // Read as YAML: the editor folds a long text over lines. A read while the editor is writing the file may find it
  // empty (no entries yet): the poll asks again.
  const entries = () =>
    (yaml.load(readFileSync(file, "utf8")) as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  await expect.poll(() => entries().some((item) => Object.values(item).includes(value))).toBe(true);
  expect(readFileSync(file, "utf8")).toMatch(/^items:\n/m);
  const valid = await syncContent();
  expect(valid.status, valid.output).toBe(0);
}

test("a testimonial, listed by its business, edited and saved, is in the file the content layer reads", async ({
  page,
}) => {
  await editListEntry(page, "testimonials", join(root, "src", "content", "testimonials.yaml"), {
    row: "Home care franchise owner, Yorkshire",
    label: "Business",
    value: "Home care franchise owner, North Yorkshire",
  });
});

test("a franchise sector, listed by its name, renamed and saved, is in the file the content layer reads", async ({
  page,
}) => {
  await editListEntry(page, "franchise-categories", join(root, "src", "content", "franchise-categories.yaml"), {
    row: "Retail",
    label: "Name",
    value: "Retail and shops",
  });
});

test("a blog category, listed by its name, renamed and saved, is in the file the content layer reads", async ({
  page,
}) => {
  await editListEntry(page, "blog-categories", join(root, "src", "content", "blog-categories.yaml"), {
    row: "Franchise Basics",
    label: "Name",
    value: "Franchising Basics",
  });
});

test("a postcode area, listed by its post town, edited and saved, is in the file the content layer reads", async ({
  page,
}) => {
  const file = join(root, "src", "content", "postcode-areas.yaml");
  const first = (yaml.load(readFileSync(file, "utf8")) as { items: { postTown: string }[] }).items[0]!;
  await editListEntry(page, "postcode-areas", file, {
    row: first.postTown,
    label: "Post town",
    value: `${first.postTown} and district`,
  });
});

test("a UK fact, listed by what it measures, edited and saved, keeps its number and is read by the content layer", async ({
  page,
}) => {
  const file = join(root, "src", "content", "uk-facts.yaml");
  const fact = firstFact();
  await editListEntry(page, "uk-facts", file, {
    row: fact.label,
    label: "Label",
    value: `${fact.label} (each tax year)`,
  });
  // The value stays a number: the choice of a number or a text is written as the editor writes a choice.
  expect(parseUkFacts(readFileSync(file, "utf8"))[0]!.value).toBe(fact.value);
});

test("the register of claims lists its figures by their sentences; a figure's sentence edited and saved is read by key", async ({
  page,
}) => {
  const file = join(root, "src", "content", "claims.json");
  await page.goto(`${base}/keystatic/singleton/claims`);
  const clients = page.getByRole("row").getByText("500+ clients advised since 2003", { exact: true });
  await expect(clients).toBeVisible();
  await shot(page, "claims");
  await clients.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("textbox", { name: "Name used in page copy", exact: true })).toHaveValue("clients");
  await shot(page, "claims-figure");
  await dialog
    .getByRole("textbox", { name: "The figure in a sentence", exact: true })
    .fill("500+ clients advised across the UK since 2003");
  await dialog.getByRole("button", { name: "Done" }).click();
  await page.getByRole("button", { name: "Save" }).click();
  const figure = () =>
    (JSON.parse(readFileSync(file, "utf8")) as { figures: { key: string; text: string }[] }).figures.find(
      (entry) => entry.key === "clients",
    );
  await expect.poll(() => figure()?.text).toBe("500+ clients advised across the UK since 2003");
  const valid = await syncContent();
  expect(valid.status, valid.output).toBe(0);
});

test("a home page statistic, switched to another figure of the register, is saved as the choice the content layer reads", async ({
  page,
}) => {
  const file = join(root, "src", "content", "pages", "home.yaml");
  await page.goto(`${base}/keystatic/singleton/page-home`);
  const stats = page.getByRole("group", { name: /^Stats/ });
  const first = stats.getByRole("row").first();
  // The register's sentence, as the claims test may have reworded it.
  await expect(first).toHaveText(/^500\+ clients advised/);
  await shot(page, "page-home");
  await first.getByText(/^500\+ clients advised/).click();
  const dialog = page.getByRole("dialog");
  await shot(page, "page-home-stat");
  await dialog.getByRole("button", { name: /^500\+ clients advised/ }).click();
  // The figure picked by the register's own sentence for it, whatever the register says today.
  const register = JSON.parse(readFileSync(join(root, "src", "content", "claims.json"), "utf8")) as {
    figures: { key: string; text: string }[];
  };
  const relationships = register.figures.find((figure) => figure.key === "relationships")!.text;
  await page.getByRole("option", { name: relationships }).click();
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(first).toContainText(relationships);
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(() => readFileSync(file, "utf8")).toMatch(/discriminant: claim\n\s+value: relationships/);
  const valid = await syncContent();
  expect(valid.status, valid.output).toBe(0);
});

test("a service page's section, added, moved and removed in its blocks, is saved each time as the content layer reads it", async ({
  page,
}) => {
  const slug = "territory-selection";
  const file = join(root, "src", "content", "service-pages", `${slug}.yaml`);
  // Polled while the editor writes the file: a read that finds it empty has no sections yet, and is asked again.
  const kinds = () =>
    (
      (yaml.load(readFileSync(file, "utf8")) as { sections?: { discriminant: string }[] } | undefined)?.sections ?? []
    ).map((section) => section.discriminant);
  const before = kinds();
  await page.goto(`${base}/keystatic/collection/service-pages/item/${slug}`);
  const sections = page.getByRole("group", { name: /^Sections, in page order/ });
  await expect(sections.getByRole("row")).toHaveCount(before.length);
  await shot(page, "service-page");

  // Added: a numbered list at the end, with its heading and one item.
  await sections.getByRole("button", { name: "Add" }).click();
  await page.getByRole("menuitem", { name: "Numbered list" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox", { name: "Title", exact: true }).fill("Three things to check on a visit");
  await dialog
    .getByRole("group", { name: /^Items/ })
    .getByRole("button", { name: "Add" })
    .click();
  const item = page.getByRole("dialog").last();
  await item.getByRole("textbox", { name: "Title", exact: true }).fill("Footfall");
  await item.getByRole("textbox", { name: "Description", exact: true }).fill("Who passes the door, and when.");
  await item.getByRole("button", { name: "Add" }).click();
  // The item's dialog closes first: the section's own Add is then the last one on the page.
  await expect(page.getByRole("dialog")).toHaveCount(1);
  await shot(page, "service-page-new-section");
  await page.getByRole("dialog").getByRole("button", { name: "Add" }).last().click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const added = "Numbered list: Three things to check on a visit";
  await expect(sections.getByRole("row").last()).toHaveText(added);
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(kinds).toEqual([...before, "numbered"]);
  expect((await syncContent()).status).toBe(0);

  // Moved: dragged up, it is saved second.
  await sections.getByRole("button", { name: `Drag ${added}` }).dragTo(sections.getByRole("row").first());
  await expect(sections.getByRole("row").nth(1)).toHaveText(added);
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(kinds).toEqual([before[0], "numbered", ...before.slice(1)]);
  expect((await syncContent()).status).toBe(0);

  // Removed: the page is as it was.
  await sections.getByRole("row").nth(1).getByRole("button").last().click();
  await expect(sections.getByRole("row")).toHaveCount(before.length);
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(kinds).toEqual(before);
  const valid = await syncContent();
  expect(valid.status, valid.output).toBe(0);
});

test("words a service page names as not claims stay named after the editor saves it: the claims check still passes", async ({
  page,
}) => {
  const dir = join(root, "src", "content", "service-pages");
  const named = readdirSync(dir).find(
    (name) => (yaml.load(readFileSync(join(dir, name), "utf8")) as { notClaims?: unknown[] }).notClaims?.length,
  );
  expect(named, "a service page naming words that are not claims").toBeDefined();
  const file = join(dir, named!);
  const { notClaims } = yaml.load(readFileSync(file, "utf8")) as { notClaims: { text: string }[] };
  await page.goto(`${base}/keystatic/collection/service-pages/item/${named!.replace(/\.yaml$/, "")}`);
  await field(page, "Short name (breadcrumbs and cards)").fill("A guide to buying a franchise");
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(() => readFileSync(file, "utf8")).toContain("name: A guide to buying a franchise");
  // Keystatic rewrites the whole file (a YAML comment would be gone): the words and their reasons are data it keeps.
  const saved = yaml.load(readFileSync(file, "utf8")) as { notClaims: { text: string }[] };
  expect(saved.notClaims.map((entry) => entry.text)).toEqual(notClaims.map((entry) => entry.text));
  expect(scanProjectForClaims(root).filter((found) => found.file.endsWith(named!))).toEqual([]);
});

test("the files the editor saved pass the formatter's check, as `npm run lint` runs it", async () => {
  const prettier = join(root, "node_modules", "prettier", "bin", "prettier.cjs");
  const { status, output } = await runNodeCommand(root, [prettier, "--check", "."], commandEnv());
  expect(status, output).toBe(0);
});

test("nothing was written outside src/content/", () => {
  // The build's output (dist/) and caches are left out of files(): what the editor wrote is what remains.
  const changed = [...files()].filter(([path, mtime]) => before.get(path) !== mtime).map(([path]) => path);
  expect(changed.length).toBeGreaterThan(0);
  expect(changed.filter((path) => !path.startsWith("src/content/"))).toEqual([]);
});
