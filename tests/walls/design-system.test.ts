// The design system's colours (app/tailwind.css, docs/design-system.md, ADR 032): every text colour
// token meets WCAG AA (4.5:1) on the backgrounds it is used on, and no screen uses a palette shade
// that fails AA on white (the amber 'Premium' label did: 3.2:1) instead of a token.
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "./source-files";

const root = fileURLToPath(new URL("../..", import.meta.url));
const css = readFileSync(join(root, "app/tailwind.css"), "utf8");
const tokens = Object.fromEntries(
  [...css.matchAll(/--color-([a-z0-9-]+):\s*(#[0-9a-fA-F]{6})\s*;/g)].map((m) => [m[1], m[2]]),
);

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const WHITE = "#ffffff";
/** [text, background] as the components pair them. */
const TEXT_PAIRS: [string, string][] = [
  ["ink", "surface"],
  ["ink-muted", "surface"],
  ["ink-muted", "surface-muted"],
  ["ink-subtle", "surface"],
  ["brand-700", "surface"],
  ["brand-700", "brand-50"],
  ["premium", "surface"],
  ["premium", "premium-50"],
  ["premium", "warning-50"],
  ["success", "success-50"],
  ["warning", "warning-50"],
  ["danger", "surface"],
  ["danger", "danger-50"],
  ["danger-strong", "danger-50"],
];
/** White text on these fills (buttons, the count badge). */
const WHITE_ON = ["brand-600", "brand-700", "danger", "danger-strong", "attention"];

/** Palette text shades that fail 4.5:1 on white; use the tokens (text-premium, text-ink-subtle…). */
const LOW_CONTRAST_TEXT =
  /\b(?:placeholder:)?text-(?:(?:amber|yellow|orange|lime)-(?:300|400|500|600)|(?:slate|gray)-(?:300|400)|(?:green|emerald)-(?:400|500|600)|red-(?:400|500))\b|\bbg-amber-500 text-white\b/;

describe("design system colours", () => {
  it("reads the tokens from app/tailwind.css", () => {
    for (const name of [...TEXT_PAIRS.flat(), ...WHITE_ON]) expect(tokens[name], name).toMatch(/^#/);
  });

  it("meets WCAG AA (4.5:1) for every text token on its background", () => {
    const failing = TEXT_PAIRS.map(([fg, bg]) => ({
      pair: `${fg} on ${bg}`,
      ratio: contrast(tokens[fg], tokens[bg]),
    }))
      .concat(WHITE_ON.map((bg) => ({ pair: `white on ${bg}`, ratio: contrast(WHITE, tokens[bg]) })))
      .filter((p) => p.ratio < 4.5);
    expect(failing).toEqual([]);
  });

  it("finds no low-contrast palette text shade in a screen", () => {
    const offenders = sourceFiles(join(root, "app")).flatMap((path) =>
      readFileSync(path, "utf8")
        .split("\n")
        .map((line, i) => ({ line, at: `${relative(root, path)}:${i + 1}` }))
        .filter(({ line }) => LOW_CONTRAST_TEXT.test(line))
        .map(({ at, line }) => `${at} ${LOW_CONTRAST_TEXT.exec(line)![0]}`),
    );
    expect(offenders, "use the design tokens of app/tailwind.css (docs/design-system.md)").toEqual([]);
  });

  it("knows what fails: the old amber Premium label and the slate-400 hint", () => {
    expect(contrast("#d97706", WHITE)).toBeLessThan(4.5); // Tailwind amber-600
    expect(contrast("#94a3b8", WHITE)).toBeLessThan(4.5); // slate-400
    expect(LOW_CONTRAST_TEXT.test('className="font-semibold text-amber-600"')).toBe(true);
    expect(LOW_CONTRAST_TEXT.test("placeholder:text-slate-400")).toBe(true);
    expect(LOW_CONTRAST_TEXT.test('className="text-premium"')).toBe(false);
  });
});
