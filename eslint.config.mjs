import js from "@eslint/js";
import tseslint from "typescript-eslint";
import astro from "eslint-plugin-astro";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";
import { builtinModules } from "node:module";
import libGraph from "./eslint-rules/lib-acyclic.mjs";

// What runs in the visitor's browser must not import what runs only on the server: a Node built-in breaks the
// bundle, and a lead-store, mailer or database module would ship server code (and the shape of its secrets) to
// every visitor. Type-only imports from the lead and content modules are allowed: they vanish when compiled.
const BROWSER = "runs in the visitor's browser:";
const serverImports = {
  patterns: [
    {
      regex: `^(node:|(${builtinModules.filter((name) => !name.includes("/")).join("|")})(/|$))`,
      message: `${BROWSER} Node built-ins do not exist there. Do the work in a server module and pass the result in.`,
    },
    {
      regex: "(^|/)server(/|$)",
      message: `${BROWSER} server/ code (src/server, react-dom/server, a server/ part) runs only in Node.`,
    },
    {
      regex: "^(pg|@libsql/client|nodemailer)(/|$)",
      message: `${BROWSER} database and mail clients belong to the lead store and outbox on the server.`,
    },
    {
      // leads/: only leads/browser/ (the form's fields, its submit client and what they import) is browser code;
      // the store, handler, runtime, mail, outbox, webhook, SMTP, retention, config and zod schema are not.
      regex: "(^|/)leads/(?!browser/)",
      allowTypeImports: true,
      message: `${BROWSER} this leads module is server-side; the form uses @/lib/leads/browser/fields and @/lib/leads/browser/client.`,
    },
    {
      // schemas/unwrap.ts, which sees through zod's wrappers, and schemas/choice-labels.ts, the words a choice shows,
      // are the browser editor's too (it builds its fields with them; neither holds a schema).
      regex: "(^|/)lib/content/|^\\.\\./content/|((^|/)lib|^\\.\\.)/schemas/(?!(unwrap|choice-labels)\\b)",
      allowTypeImports: true,
      message: `${BROWSER} content modules read collections at build time, and their zod schemas stay on the server; pass the island only the fields it shows.`,
    },
  ],
};

// Imports run one way (docs/architecture.md, "Project layout"): pages → components → lib; middleware → lib;
// integrations → lib; server → lib; client → lib. src/server is a leaf: nothing else in src/ imports it (the build,
// the pages and the server share the hosting rules and the HTML finishing through src/lib/hosting and
// src/lib/html), and what `npm start` loads never imports build-time code, which the container image does not
// carry. Nothing in src/ imports a page. A wrong-way import fails `npm run lint` with the rule it breaks.
// Specifiers are matched as written: the `@/` alias or a relative path climbing to the folder.
// (tests/ may import pages and the server: the Container API renders pages in vitest, and tests start servers.)
const to = (folders) => `^(@/|(\\.\\./)+)(${folders})/`;
const wrongWay = {
  server: {
    regex: to("server"),
    message:
      "imports run one way: src/server/ (what `npm start` loads) is a leaf nothing imports; hand the value in, or move the shared code down to src/lib/.",
  },
  pages: {
    regex: to("pages"),
    message:
      "imports run one way: nothing imports src/pages/ (routes only); move what is shared to src/lib/ or src/components/.",
  },
  integrations: {
    regex: to("integrations"),
    message:
      "imports run one way: src/integrations/ is build time only; src/server/ (what `npm start` loads, all the container image carries) and src/lib/ never import it: move the shared code down to src/lib/.",
  },
  ui: {
    regex: to("components|layouts"),
    message:
      "imports run one way: components and layouts render pages; lib, client and server code never import them (move shared data down to src/lib/).",
  },
};
/** `no-restricted-imports` refusing the given wrong-way directions. */
const oneWay = (...directions) => ["error", { patterns: directions.map((direction) => wrongWay[direction]) }];

export default [
  { ignores: ["dist/", ".astro/", "node_modules/", "test-results/", "playwright-report/", "bench-results/", "data/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  ...astro.configs["jsx-a11y-recommended"],
  {
    // eslint-plugin-astro registers jsx-a11y already; add its recommended rules for the React islands.
    files: ["**/*.tsx"],
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // Server and script output is deliberate; in the browser only the 404 page logs.
      "no-console": ["error", { allow: ["info", "warn", "error"] }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Browser code: islands and other React components, page scripts (an .astro file's <script>, linted as
    // File.astro/N.ts), the stores, the client directive, and src/lib: its modules are pure and shared by pages and
    // islands alike, so any of them may end up in a bundle. Not browser code: content/, schemas/, the UK facts' file
    // reader, the content files' text (site/bundled-text.ts) and the packages' price range, markdown/, launch/, pdf/
    // and review/ (build time and the launch check's command), stats/ (the server's counters), leads/ apart from the
    // form's modules (next block), booking/ (the free call's slots, worked out by the on-demand /book page and the
    // lead endpoint), and tests.
    files: [
      "src/components/**/*.{ts,tsx}",
      "**/*.tsx",
      "**/*.astro/*.{js,ts}",
      "src/client/**/*.ts",
      "src/lib/**/*.ts",
    ],
    ignores: [
      "src/components/mdx/**",
      "src/lib/content/**",
      "src/lib/schemas/**",
      "src/lib/facts/uk-facts-file.ts",
      "src/lib/site/bundled-text.ts",
      "src/lib/facts/package-prices.ts",
      "src/lib/markdown/**",
      "src/lib/launch/**",
      "src/lib/pdf/**",
      "src/lib/review/**",
      "src/lib/leads/**",
      "src/lib/booking/**",
      "src/lib/stats/**",
      "**/*.test.ts",
    ],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", serverImports] },
  },
  {
    // The browser side of leads/: the form's fields and the submit client.
    files: ["src/lib/leads/browser/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", serverImports] },
  },
  // One way: the core rule, so it adds to the browser rule above (typescript-eslint's) instead of replacing it.
  // A later block replaces the rule for its folder, so each names every direction its folder must not take.
  {
    files: ["src/**/*.{ts,tsx,mjs,js,astro}"],
    ignores: ["src/server/**"],
    rules: { "no-restricted-imports": oneWay("server", "pages") },
  },
  { files: ["src/lib/**"], rules: { "no-restricted-imports": oneWay("server", "pages", "ui", "integrations") } },
  // A test beside a lib module may compare it with the build step that uses it.
  { files: ["src/lib/**/*.test.ts"], rules: { "no-restricted-imports": oneWay("server", "pages", "ui") } },
  {
    files: ["src/client/**", "src/middleware/**"],
    rules: { "no-restricted-imports": oneWay("server", "pages", "ui") },
  },
  { files: ["src/server/**"], rules: { "no-restricted-imports": oneWay("pages", "ui", "integrations") } },
  // src/lib's domains form a graph with no cycles (eslint-rules/lib-acyclic.mjs says why a rule of our own).
  {
    files: ["src/lib/**/*.{ts,tsx,mjs,js}"],
    ignores: ["**/*.test.ts"],
    plugins: { lib: libGraph },
    rules: { "lib/acyclic": "error" },
  },
  {
    files: ["src/server/**", "src/scripts/**", "tests/**", "*.config.{js,mjs,cjs,ts}"],
    rules: { "no-console": "off" },
  },
  {
    // Keystatic's number fields hand an emptied box over as NaN, so an optional figure could not be cleared:
    // src/lib/editor/numbers.ts holds the same fields reading it as no number.
    files: ["keystatic.config.ts", "src/lib/editor/**/*.ts"],
    ignores: ["src/lib/editor/numbers.ts", "**/*.test.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        ...["integer", "number"].map((property) => ({
          object: "fields",
          property,
          message: `use numbers.${property} (src/lib/editor/numbers.ts): an emptied box can then be saved`,
        })),
      ],
    },
  },
  {
    // Playwright fixtures take an empty first argument by design.
    files: ["tests/e2e/**"],
    rules: { "no-empty-pattern": "off" },
  },
];
