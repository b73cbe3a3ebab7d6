import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, cssVariablesResolver, readableOn, theme } from './theme.ts';

describe('the light variant text colours', () => {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const light = cssVariablesResolver(merged).light;

  it('reads at least 4.5:1 on the light background and its hover shade, for every colour of the theme', () => {
    for (const [name, shades] of Object.entries(merged.colors)) {
      const text = light[`--mantine-color-${name}-light-color`];
      expect(text, name).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastRatio(text, shades[1]), `${name} on shade 1`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(text, shades[2]), `${name} on shade 2`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps shade 9 where it already passes and darkens green (3.8:1 before) only as much as needed', () => {
    expect(light['--mantine-color-gray-light-color']).toBe(merged.colors.gray[9]);
    const green = light['--mantine-color-green-light-color'];
    expect(green).not.toBe(merged.colors.green[9]);
    expect(contrastRatio(green, merged.colors.green[2])).toBeLessThan(5.5);
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#2b8a3e', '#d3f9d8')).toBeCloseTo(3.81, 1);
    expect(readableOn('#000000', '#ffffff')).toBe('#000000');
  });
});
