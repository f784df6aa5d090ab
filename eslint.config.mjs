import js from "@eslint/js";
import tseslint from "typescript-eslint";
import astro from "eslint-plugin-astro";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";

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
    files: ["src/server/**", "src/scripts/**", "tests/**", "*.config.*"],
    rules: { "no-console": "off" },
  },
  {
    // Playwright fixtures take an empty first argument by design.
    files: ["tests/e2e/**"],
    rules: { "no-empty-pattern": "off" },
  },
];
