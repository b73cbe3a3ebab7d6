import { Title, Typography } from '@mantine/core';
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

/** Markdown written by users (job descriptions): raw HTML is skipped, react-markdown drops unsafe link protocols. */
export function MarkdownText({ markdown }: { markdown: string }) {
  return (
    <Typography fz="sm">
      <Markdown skipHtml components={components}>
        {markdown}
      </Markdown>
    </Typography>
  );
}
