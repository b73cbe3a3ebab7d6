import { describe, expect, it } from 'vitest';
import { unreadBadgeLabel, unreadBadgeText } from './unread-format.ts';

describe('unread badge', () => {
  it('is hidden at 0 (and for no data yet)', () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(undefined)).toBeNull();
    expect(unreadBadgeText(null)).toBeNull();
    expect(unreadBadgeText(-2)).toBeNull();
  });

  it('shows the count up to 99, then 99+', () => {
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(42)).toBe('42');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
    expect(unreadBadgeText(12_345)).toBe('99+');
  });

  it('says how many unread messages in words', () => {
    expect(unreadBadgeLabel(1)).toBe('1 unread message');
    expect(unreadBadgeLabel(3)).toBe('3 unread messages');
    expect(unreadBadgeLabel(150)).toBe('150 unread messages');
  });
});
