import typography from "@tailwindcss/typography";
import defaultTheme from "tailwindcss/defaultTheme";
import plugin from "tailwindcss/plugin";

/** @type {import('tailwindcss').Config} */
export default {
  // yaml: blog-categories.yaml holds editor-chosen badge colour classes.
  content: ["./src/**/*.{astro,html,js,jsx,md,mdx,ts,tsx}", "./src/content/blog-categories.yaml"],
  theme: {
    extend: {
      colors: {
        // Deep navy: trust. Every shade from 600 up carries white text at WCAG AA.
        brand: {
          50: "#eef5fb",
          100: "#d6e6f4",
          200: "#aecde9",
          300: "#7eaed9",
          400: "#4b8ac4",
          500: "#2a6ca9",
          600: "#1d5a91",
          700: "#174a78",
          800: "#133c61",
          900: "#0f2f4c",
          950: "#0a2036",
        },
        // Warm gold for calls to action; always paired with brand-950 text.
        accent: {
          100: "#fdf0d2",
          300: "#f8cf6a",
          400: "#f5bd3c",
          500: "#e9a514",
          600: "#c4860b",
        },
      },
      fontFamily: {
        // System fonts: zero bytes to download and nothing shifts on a slow phone.
        sans: ["system-ui", "-apple-system", "Segoe UI", "Roboto", "Helvetica Neue", "Arial", "sans-serif"],
        serif: ["Georgia", "Cambria", "Times New Roman", ...defaultTheme.fontFamily.serif],
      },
      maxWidth: {
        prose: "68ch",
      },
      // Typography wraps inline code in literal backticks (a ::before and ::after); readers see them as stray
      // characters in the copy, so inline code shows as the monospace text alone.
      typography: {
        DEFAULT: { css: { "code::before": { content: "none" }, "code::after": { content: "none" } } },
      },
    },
  },
  // No `bg-opacity-*`-style utilities (the site uses `/95` modifiers instead): without these plugins every colour
  // class is one plain declaration, not a custom property plus a var(), which every page's inline CSS pays for.
  corePlugins: {
    backgroundOpacity: false,
    borderOpacity: false,
    divideOpacity: false,
    placeholderOpacity: false,
    ringOpacity: false,
    textOpacity: false,
  },
  plugins: [
    typography,
    // `noscript:` styles apply when scripting is off: controls that need JavaScript hide, their plain stand-ins show.
    plugin(({ addVariant }) => addVariant("noscript", "@media (scripting: none)")),
  ],
};
