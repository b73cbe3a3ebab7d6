import { describe, expect, it } from 'vitest';
import { landingFrom } from '../acquisition.ts';
import { paramsFromSearch, presetRange, rangeProblem, todayIn } from './report-range.ts';

describe('report ranges', () => {
  it('presets end today, inclusive', () => {
    expect(presetRange('last7', '2026-03-10')).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(presetRange('last90', '2026-03-10')).toEqual({ from: '2025-12-11', to: '2026-03-10' });
    expect(presetRange('lastMonth', '2026-03-10')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('lastMonth', '2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('last12Months', '2026-03-10')).toEqual({ from: '2025-04-01', to: '2026-03-10' });
    expect(presetRange('thisYear', '2026-03-10')).toEqual({ from: '2026-01-01', to: '2026-03-10' });
  });

  it('reads the address, defaulting to the last 30 days by day', () => {
    expect(paramsFromSearch(new URLSearchParams(''), '2026-03-10')).toEqual({
      preset: 'last30',
      from: '2026-02-09',
      to: '2026-03-10',
      groupBy: 'day',
    });
    expect(paramsFromSearch(new URLSearchParams('preset=custom&from=2026-01-01&to=2026-01-31&groupBy=week'), '2026-03-10')).toEqual({
      preset: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
      groupBy: 'week',
    });
  });

  it('checks a custom range as the server does', () => {
    expect(rangeProblem('2026-03-02', '2026-03-01')).toBe('The end date must not be before the start date.');
    expect(rangeProblem('2020-01-01', '2025-01-02')).toBe('A report covers at most 5 years.');
    expect(rangeProblem('2020-01-01', '2025-01-01')).toBeNull();
  });

  it("today in the reports' time zone", () => {
    expect(todayIn('Europe/Berlin', new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-02');
    expect(todayIn('UTC', new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-01');
  });
});

describe('landing capture', () => {
  it('keeps UTM fields and a foreign referring host, never the query string', () => {
    const url = new URL('https://talentmatch.test/register?utm_source=newsletter&utm_medium=email&utm_campaign=spring&email=x@y.z');
    expect(landingFrom(url, 'https://news.example.com/post/1?id=5')).toEqual({
      page: '/register',
      source: 'newsletter',
      medium: 'email',
      campaign: 'spring',
      referrerHost: 'news.example.com',
    });
    expect(landingFrom(new URL('https://talentmatch.test/'), 'https://talentmatch.test/jobs').referrerHost).toBeUndefined();
    expect(landingFrom(new URL('https://talentmatch.test/'), '').source).toBeUndefined();
  });
});
