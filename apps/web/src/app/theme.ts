import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

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
export const DIMMED_TEXT_LIGHT = '#5c636a';

/** CSS variables on top of Mantine's: pass to MantineProvider as cssVariablesResolver. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': DIMMED_TEXT_LIGHT },
  dark: {},
});
