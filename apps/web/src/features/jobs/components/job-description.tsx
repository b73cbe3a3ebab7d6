import { Typography } from '@mantine/core';
import Markdown from 'react-markdown';

/** A job description: markdown through react-markdown's defaults (raw HTML is never rendered). */
export function JobDescription({ markdown }: { markdown: string }) {
  return (
    <Typography fz="sm">
      <Markdown skipHtml>{markdown}</Markdown>
    </Typography>
  );
}
