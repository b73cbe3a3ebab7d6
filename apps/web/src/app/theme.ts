import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    Button: { defaultProps: { radius: 'md' } },
    TextInput: { defaultProps: { size: 'sm' } },
    PasswordInput: { defaultProps: { size: 'sm' } },
  },
});
