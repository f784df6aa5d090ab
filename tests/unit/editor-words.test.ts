// What the owner reads in the browser editor (keystatic.config.ts) is plain words and plain figures: no label or
// description of any field, list, group, form or MDX component holds a backtick (the owner would read `year` as raw
// code), and no year is held in a number field (Keystatic's number fields group digits, so 2003 would read "2,003").
// Every label and description is caught as it is handed to Keystatic, so the texts generated from the schemas'
// `.describe()` (src/lib/editor/from-zod.ts) are checked with those written in the config.
import { describe, expect, it, vi } from "vitest";

const handed = vi.hoisted(() => [] as { where: string; text: string }[]);

/** Every label and description in a Keystatic call's arguments (an options object, or a field's own options). */
function record(where: string, args: unknown[]) {
  for (const arg of args) {
    if (!arg || typeof arg !== "object") continue;
    for (const key of ["label", "description"]) {
      const text = (arg as Record<string, unknown>)[key];
      if (typeof text === "string") handed.push({ where: `${where} ${key}`, text });
    }
    // A slug field's two halves carry their own labels and descriptions.
    for (const part of ["name", "slug"]) {
      const inner = (arg as Record<string, unknown>)[part];
      if (inner && typeof inner === "object") record(`${where}.${part}`, [inner]);
    }
  }
}

/** A module's functions, each recording what it is handed before doing what it always does. */
function recorded<T extends Record<string, unknown>>(where: string, module: T): T {
  return Object.fromEntries(
    Object.entries(module).map(([name, value]) => [
      name,
      typeof value === "function"
        ? (...args: unknown[]) => {
            record(`${where}${name}`, args);
            return (value as (...a: unknown[]) => unknown)(...args);
          }
        : value,
    ]),
  ) as T;
}

vi.mock("@keystatic/core", async (importOriginal) => {
  const real = await importOriginal<typeof import("@keystatic/core")>();
  return {
    ...recorded("", real),
    fields: recorded("fields.", real.fields as unknown as Record<string, unknown>),
  };
});
vi.mock("@keystatic/core/content-components", async (importOriginal) =>
  recorded("", await importOriginal<Record<string, unknown>>()),
);

const { default: editorConfig } = await import("../../keystatic.config");

interface Field {
  kind: string;
  fields?: Record<string, Field>;
  element?: Field;
  values?: Record<string, Field>;
  parse?: (value: unknown) => unknown;
}

/** Every form field of a schema with its path, inside groups, lists and choices. */
function formFields(schema: Record<string, Field>, prefix = ""): { path: string; key: string; field: Field }[] {
  return Object.entries(schema).flatMap(([key, field]) => {
    const path = `${prefix}${key}`;
    if (field.kind === "form") return [{ path, key, field }];
    if (field.kind === "object") return formFields(field.fields!, `${path}.`);
    if (field.kind === "array") return formFields({ [`${key}[]`]: field.element! }, prefix);
    if (field.kind === "conditional")
      return formFields(
        Object.fromEntries(Object.entries(field.values!).map(([name, value]) => [`${key}:${name}`, value])),
        prefix,
      );
    return [];
  });
}

const forms = {
  ...Object.fromEntries(Object.entries(editorConfig.collections!).map(([name, c]) => [name, c.schema])),
  ...Object.fromEntries(Object.entries(editorConfig.singletons!).map(([name, s]) => [name, s.schema])),
} as unknown as Record<string, Record<string, Field>>;

describe("what the owner reads in the editor", () => {
  it("sees every label and description as it is handed to Keystatic", () => {
    expect(handed.some(({ where }) => where.startsWith("fields.text"))).toBe(true);
    expect(handed.some(({ where }) => where.startsWith("inline"))).toBe(true);
    expect(handed.some(({ where }) => where.startsWith("singleton"))).toBe(true);
  });

  it("is plain words: no label or description holds a backtick", () => {
    const coded = handed.filter(({ text }) => text.includes("`")).map(({ where, text }) => `${where}: ${text}`);
    expect([...new Set(coded)]).toEqual([]);
  });

  it("shows every year as four digits: no year is held in a number field", () => {
    // A field named for a year that takes a number as its file writes it (a tax year such as "2026/27" is text).
    const takesNumber = (field: Field) => {
      try {
        field.parse!(2003);
        return true;
      } catch {
        return false;
      }
    };
    const years = Object.entries(forms).flatMap(([form, schema]) =>
      formFields(schema)
        .filter(({ key, field }) => /(year|since)$/i.test(key) && takesNumber(field))
        .map(({ path, field }) => ({ where: `${form}.${path}`, field })),
    );
    expect(years.map(({ where }) => where)).toEqual(
      expect.arrayContaining(["franchises.establishedYear", "franchises.franchisingInUkSince", "claims.founded.year"]),
    );
    for (const { where, field } of years)
      expect({ where, shown: field.parse!(2003) }).toEqual({ where, shown: "2003" });
  });
});

describe("the inline UK fact", () => {
  interface Select {
    options: { label: string; value: string }[];
    defaultValue: () => string;
  }
  const fact = async () => (await import("../../keystatic.config")).mdxKit.Fact;

  it("starts with no fact picked, so the writer chooses one; the build names a Fact left so", async () => {
    const id = (await fact()).schema.id as unknown as Select;
    expect(id.defaultValue()).toBe("");
  });

  it("offers each fact by what it measures and its figure, never by its bare id", async () => {
    const { parseUkFacts } = await import("@/lib/facts/uk-facts");
    const { readFileSync } = await import("node:fs");
    const facts = parseUkFacts(readFileSync("src/content/uk-facts.yaml", "utf8"));
    const offered = ((await fact()).schema.id as unknown as Select).options.filter((option) => option.value !== "");
    expect(offered.map((option) => option.value)).toEqual(facts.map((f) => f.id));
    for (const option of offered) {
      const known = facts.find((f) => f.id === option.value)!;
      expect(option.label).toBe(`${known.label} (${known.display})`);
    }
  });

  it("names in its chip the fact it shows, or asks for one", async () => {
    const { renderToStaticMarkup } = await import("react-dom/server");
    const { createElement } = await import("react");
    const component = (await fact()) as unknown as { ContentView: (props: { value: { id: string } }) => unknown };
    const chip = (id: string) =>
      renderToStaticMarkup(createElement(component.ContentView as never, { value: { id, show: "value" } }));
    const first = ((await fact()).schema.id as unknown as Select).options[1]!;
    expect(chip(first.value)).toContain(first.label.replace(/ \(([^)]*)\)$/, ""));
    expect(chip("")).toContain("pick one");
  });
});
