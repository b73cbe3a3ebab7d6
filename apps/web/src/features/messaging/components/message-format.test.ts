import type { Message } from '@talentmatch/shared/messaging';
import { describe, expect, it } from 'vitest';
import {
  attachmentKind,
  attachmentProblem,
  canBecomeResume,
  formatBytes,
  groupMessages,
  orderMessages,
  relativeTime,
} from './message-format.ts';

const NOW = new Date('2026-03-12T15:00:00').getTime();
const MB = 1024 * 1024;
const texts = { type: 'TYPE', tooLarge: 'TOO LARGE.' };

function message(id: string, createdAt: string, senderId: string, extra: Partial<Message> = {}): Message {
  return {
    id,
    conversationId: 'c',
    sender: { id: senderId, name: senderId, side: senderId.startsWith('e') ? 'employer' : 'candidate' },
    body: id,
    templateType: null,
    attachment: null,
    createdAt,
    fromMe: senderId === 'c1',
    read: true,
    ...extra,
  };
}

describe('relativeTime', () => {
  it('says how long ago, in words that fit a list row', () => {
    expect(relativeTime('2026-03-12T14:59:40', NOW)).toBe('just now');
    expect(relativeTime('2026-03-12T14:35:00', NOW)).toBe('25 min ago');
    expect(relativeTime('2026-03-12T09:00:00', NOW)).toBe('6 h ago');
    expect(relativeTime('2026-03-11T22:00:00', NOW)).toBe('Yesterday');
    expect(relativeTime('2026-03-09T10:00:00', NOW)).toBe('Mon');
    // older: the reader's own date format, as every other date of the app
    const reader = (options: Intl.DateTimeFormatOptions, at: string) => new Intl.DateTimeFormat(undefined, options).format(new Date(at));
    expect(relativeTime('2026-01-02T10:00:00', NOW)).toBe(reader({ month: 'short', day: 'numeric' }, '2026-01-02T10:00:00'));
    expect(relativeTime('2025-12-30T10:00:00', NOW)).toBe(
      reader({ year: 'numeric', month: 'short', day: 'numeric' }, '2025-12-30T10:00:00'),
    );
  });
});

describe('attachments', () => {
  it('tells the kinds apart from the content type and the inline flag', () => {
    expect(attachmentKind({ contentType: 'application/pdf', inline: true, fileName: 'a.pdf' })).toBe('pdf');
    expect(attachmentKind({ contentType: 'image/jpeg', inline: true, fileName: 'a.jpg' })).toBe('image');
    expect(attachmentKind({ contentType: 'application/msword', inline: false, fileName: 'a.doc' })).toBe('document');
    expect(canBecomeResume({ contentType: 'application/pdf', fileName: 'a.pdf' })).toBe(true);
    expect(
      canBecomeResume({ contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', fileName: 'a.docx' }),
    ).toBe(true);
    expect(canBecomeResume({ contentType: 'image/png', fileName: 'a.png' })).toBe(false);
  });

  it('refuses other types and files above the site limit before sending', () => {
    expect(attachmentProblem({ name: 'cv.PDF', size: MB }, 5 * MB, texts)).toBeNull();
    expect(attachmentProblem({ name: 'run.exe', size: 10 }, 5 * MB, texts)).toBe('TYPE');
    expect(attachmentProblem({ name: 'noextension', size: 10 }, 5 * MB, texts)).toBe('TYPE');
    expect(attachmentProblem({ name: 'big.png', size: 6.5 * MB }, 5 * MB, texts)).toBe('TOO LARGE. big.png is 6.5 MB; the limit is 5 MB.');
    expect(attachmentProblem({ name: 'big.png', size: 6.5 * MB }, 0, texts)).toBeNull();
  });

  it('formats sizes', () => {
    expect([512, 2048, 5 * MB, 1.25 * MB].map(formatBytes)).toEqual(['512 B', '2 KB', '5 MB', '1.3 MB']);
  });
});

describe('grouping', () => {
  it('orders oldest first and drops duplicates from overlapping pages', () => {
    const a = message('a', '2026-03-12T10:00:00', 'c1');
    const b = message('b', '2026-03-12T09:00:00', 'e1');
    expect(orderMessages([a, b, a]).map((m) => m.id)).toEqual(['b', 'a']);
  });

  it('starts a new group for another sender, a gap above five minutes, a new day or a template', () => {
    const groups = groupMessages(
      [
        message('1', '2026-03-11T23:58:00', 'e1'),
        message('2', '2026-03-12T00:01:00', 'e1'),
        message('3', '2026-03-12T00:02:00', 'e1'),
        message('4', '2026-03-12T00:03:00', 'c1'),
        message('5', '2026-03-12T00:20:00', 'c1'),
        message('6', '2026-03-12T00:21:00', 'c1', { templateType: 'CandidateWithdraw' }),
      ],
      'candidate',
      NOW,
    );
    expect(groups.map((g) => g.messages.map((m) => m.id).join(''))).toEqual(['1', '23', '4', '5', '6']);
    expect(groups.map((g) => g.day)).toEqual(['Yesterday', 'Today', null, null, null]);
    expect(groups.map((g) => g.align)).toEqual(['start', 'start', 'end', 'end', 'end']);
  });
});
