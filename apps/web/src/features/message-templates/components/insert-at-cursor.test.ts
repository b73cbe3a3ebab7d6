import { describe, expect, it } from 'vitest';
import { insertAtCursor } from './insert-at-cursor.ts';

describe('insertAtCursor', () => {
  it('inserts at the caret and puts the caret after the insert', () => {
    expect(insertAtCursor('Hello !', '{{candidateFirstName}}', 6, 6)).toEqual({ value: 'Hello {{candidateFirstName}}!', caret: 28 });
  });
  it('replaces a selection', () => {
    expect(insertAtCursor('Dear NAME,', '{{candidateName}}', 5, 9).value).toBe('Dear {{candidateName}},');
  });
  it('appends when the field never had a caret', () => {
    expect(insertAtCursor('Hi', ' {{jobTitle}}', null, null)).toEqual({ value: 'Hi {{jobTitle}}', caret: 15 });
  });
});
