import { createTheme, type CSSVariablesResolver, type MantineColorsTuple, type MantineTheme } from '@mantine/core';

/** TalentMatch blue: the brand colour of buttons, links and highlights. */
const brand: MantineColorsTuple = [
  '#eef3ff',
  '#dce4f5',
  '#b5c6ea',
  '#8aa7df',
  '#668cd6',
  '#4f7bd1',
  '#4272cf',
  '#3461b8',
  '#2b56a5',
  '#1c4993',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  defaultRadius: 'md',
  fontFamily: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // Links are underlined, so a link inside a sentence is told apart by more than its colour (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } },
    Button: { defaultProps: { radius: 'md' } },
    TextInput: { defaultProps: { size: 'sm' } },
    PasswordInput: { defaultProps: { size: 'sm' } },
  },
});

/**
 * Secondary ("dimmed") text: Mantine's default is gray 6 (#868e96), 3.3:1 on white and under 3:1 on tinted
 * panels, below the 4.5:1 WCAG AA asks of normal text. #5c636a reads 6.0:1 on white, 5.3:1 on the brand tint
 * (brand 0) and 5.7:1 on the page background (gray 0), and still looks secondary beside the body text.
 * Dark scheme: Mantine's dark 2 (#c9c9c9) on dark 7 is 9:1 already.
 */
const DIMMED_TEXT_LIGHT = '#5c636a';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** `hex` mixed with `amount` (0 to 1) of black, as #rrggbb. */
function shade(hex: string, amount: number): string {
  const channel = (i: number) =>
    Math.round(Number.parseInt(hex.slice(i, i + 2), 16) * (1 - amount))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

/** Normal text needs 4.5:1 (WCAG 1.4.3); a little margin so rounding in the audit tools never tips it under. */
const TEXT_CONTRAST = 4.6;

/**
 * `text` darkened just enough to read at least 4.5:1 on `background` (unchanged if it already does): a bisection
 * over the amount of black, to within 1/128, since contrast only grows as the text darkens.
 */
export function readableOn(text: string, background: string): string {
  if (contrastRatio(text, background) >= TEXT_CONTRAST) return text;
  let passing = 1;
  let failing = 0;
  while (passing - failing > 1 / 128) {
    const amount = (passing + failing) / 2;
    if (contrastRatio(shade(text, amount), background) >= TEXT_CONTRAST) passing = amount;
    else failing = amount;
  }
  return shade(text, passing);
}

/**
 * Text of the "light" variant (Badge, Alert, Button, ThemeIcon... with variant="light"): Mantine writes shade 9 on
 * shade 1 (shade 2 on hover), which is under 4.5:1 for green (3.8:1), teal, lime, yellow (2.7:1) and orange, and
 * just 4.5:1 for red. Every colour of the theme gets its shade 9 darkened just enough to read 4.5:1 on its hover
 * background (shade 2, the darker of the two), so it stays recognisably the same hue; colours that pass keep shade 9.
 */
function lightVariantTextColors(colors: MantineTheme['colors']): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, tuple] of Object.entries(colors)) {
    if (!tuple?.[9]?.startsWith('#') || !tuple[2]?.startsWith('#')) continue;
    variables[`--mantine-color-${name}-light-color`] = readableOn(tuple[9], tuple[2]);
  }
  return variables;
}

/** CSS variables on top of Mantine's: pass to MantineProvider as cssVariablesResolver. */
export const cssVariablesResolver: CSSVariablesResolver = (resolvedTheme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': DIMMED_TEXT_LIGHT, ...lightVariantTextColors(resolvedTheme.colors) },
  dark: {},
});
