import { describe, expect, it } from 'vitest';
import { trainingItemBody, trainingMarkdown, videoEmbed } from './training.ts';

describe('videoEmbed', () => {
  it('plays YouTube from youtube-nocookie.com, whatever form the address takes', () => {
    const embed = { provider: 'youtube', url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' };
    expect(videoEmbed('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toEqual(embed);
    expect(videoEmbed('https://youtu.be/dQw4w9WgXcQ')).toEqual(embed);
    expect(videoEmbed('https://m.youtube.com/shorts/dQw4w9WgXcQ')).toEqual(embed);
    expect(videoEmbed('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toEqual(embed);
  });
  it('plays Vimeo from player.vimeo.com with dnt=1', () => {
    expect(videoEmbed('https://vimeo.com/76979871')).toEqual({ provider: 'vimeo', url: 'https://player.vimeo.com/video/76979871?dnt=1' });
    expect(videoEmbed('https://player.vimeo.com/video/76979871?h=abc')?.url).toBe('https://player.vimeo.com/video/76979871?dnt=1');
  });
  it('shows any other http(s) address as a link and refuses the rest', () => {
    expect(videoEmbed('https://example.com/talk.mp4')).toEqual({ provider: 'link', url: 'https://example.com/talk.mp4' });
    expect(videoEmbed('https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ')?.provider).toBe('link');
    expect(videoEmbed('javascript:alert(1)')).toBeNull();
    expect(videoEmbed('ftp://example.com/v')).toBeNull();
    expect(videoEmbed('not an address')).toBeNull();
  });
});

describe('trainingMarkdown', () => {
  const text = 'Plain markdown with **bold** and a [link](https://talentmatch.example) that is long enough.';
  it('accepts markdown and refuses raw HTML, scripts and script links', () => {
    expect(trainingMarkdown.safeParse(text).success).toBe(true);
    expect(trainingMarkdown.safeParse(`${text} <img src=x onerror=alert(1)>`).success).toBe(false);
    expect(trainingMarkdown.safeParse(`${text} <script>alert(1)</script>`).success).toBe(false);
    expect(trainingMarkdown.safeParse(`${text} [x](javascript:alert(1))`).success).toBe(false);
    expect(trainingMarkdown.safeParse(`${text} <javascript:alert(1)>`).success).toBe(false);
    expect(trainingMarkdown.safeParse(`${text}\n\n[ref]: data:text/html;base64,xx`).success).toBe(false);
    // comparisons in prose are not HTML
    expect(trainingMarkdown.safeParse(`${text} Salary < 50k and > 30k.`).success).toBe(true);
  });
  it('needs a video address for a video item', () => {
    const base = { title: 'T', summary: 'S', body: text, category: 'Resume', topic: 'profile', minutes: 3 };
    expect(trainingItemBody.safeParse({ ...base, kind: 'video' }).success).toBe(false);
    expect(trainingItemBody.safeParse({ ...base, kind: 'video', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }).success).toBe(true);
  });
});
