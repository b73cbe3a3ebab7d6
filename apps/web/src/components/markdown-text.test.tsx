import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownText } from './markdown-text.tsx';

const renderMarkdown = (markdown: string) =>
  render(
    <MantineProvider>
      <MarkdownText markdown={markdown} />
    </MantineProvider>,
  );

describe('MarkdownText', () => {
  it('renders markdown and scales headings below the page title', () => {
    const { container } = renderMarkdown('# About the role\n\nWe ship **daily**.\n\n- one\n- two');
    expect(container.querySelector('h1')).toBeNull();
    expect(container.querySelector('h3')?.textContent).toBe('About the role');
    expect(container.querySelector('strong')?.textContent).toBe('daily');
    expect(container.querySelectorAll('li')).toHaveLength(2);
  });

  it('never renders raw HTML or script links', () => {
    const { container } = renderMarkdown('<script>alert(1)</script><img src=x onerror=alert(1)>\n\n[click](javascript:alert(1))');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    const link = container.querySelector('a');
    expect(link?.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
  });

  it('headingsFrom: the highest heading takes that level and the others follow without a gap', () => {
    const { container } = render(
      <MantineProvider>
        <MarkdownText markdown={'## Role\n\ntext\n\n### Team\n\n## Pay'} headingsFrom={2} />
      </MantineProvider>,
    );
    expect([...container.querySelectorAll('h2, h3, h4')].map((h) => `${h.tagName} ${h.textContent}`)).toEqual([
      'H2 Role',
      'H3 Team',
      'H2 Pay',
    ]);
  });
});
