import { Title, type TitleOrder, Typography } from '@mantine/core';
import type { ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';

/** Headings inside a card sit below the page title: `#` reads as a section, not a second page title. */
const components: Components = {
  h1: ({ children }) => (
    <Title order={3} fz="lg">
      {children}
    </Title>
  ),
  h2: ({ children }) => (
    <Title order={4} fz="md">
      {children}
    </Title>
  ),
  h3: ({ children }) => (
    <Title order={5} fz="sm">
      {children}
    </Title>
  ),
};

const SIZES = ['lg', 'md', 'sm', 'sm', 'sm', 'sm'] as const;

/** Every heading level moved so the text's highest heading is `top`, the next one below it, and so on. */
function headingsFrom(markdown: string, top: TitleOrder): Components {
  const levels = [...markdown.matchAll(/^ {0,3}(#{1,6})[ \t]/gm)].map((m) => m[1].length);
  const shift = top - (levels.length ? Math.min(...levels) : 1);
  return Object.fromEntries(
    SIZES.map((fz, i) => [
      `h${i + 1}`,
      ({ children }: { children?: ReactNode }) => (
        <Title order={Math.min(6, Math.max(1, i + 1 + shift)) as TitleOrder} fz={fz}>
          {children}
        </Title>
      ),
    ]),
  );
}

/**
 * Markdown written by users (job descriptions): raw HTML is skipped, react-markdown drops unsafe link protocols.
 * `headingsFrom`: the level the text's highest heading takes (on a page whose h1 is just above, 2), so headings
 * follow each other without a gap whatever levels the author used.
 */
export function MarkdownText({ markdown, headingsFrom: top }: { markdown: string; headingsFrom?: TitleOrder }) {
  return (
    <Typography fz="sm">
      <Markdown skipHtml components={top ? headingsFrom(markdown, top) : components}>
        {markdown}
      </Markdown>
    </Typography>
  );
}
