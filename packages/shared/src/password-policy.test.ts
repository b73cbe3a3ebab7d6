import { describe, expect, it } from 'vitest';
import { checkPassword, PASSWORD_MIN_LENGTH } from './password-policy.ts';

describe('checkPassword', () => {
  it('accepts a long, uncommon password', () => {
    expect(checkPassword('Harbour-Lantern-42', 'ann@example.com')).toEqual([]);
  });

  it(`refuses fewer than ${PASSWORD_MIN_LENGTH} characters`, () => {
    expect(checkPassword('Ab3$xyz')).toEqual(['Password must be at least 8 characters long.']);
  });

  it('refuses the email address and its local part, whatever the case', () => {
    expect(checkPassword('Ann.Lee@Example.com', 'ann.lee@example.com')).toContain('Password must not be your email address.');
    expect(checkPassword('ANN.LEE1', 'ann.lee1@example.com')).toContain('Password must not be your email address.');
  });

  it('refuses common passwords regardless of case', () => {
    expect(checkPassword('Password123')).toEqual(['This password is too common; choose one that is harder to guess.']);
    expect(checkPassword('QWERTYUIOP')).toHaveLength(1);
  });

  it('refuses more than 128 characters', () => {
    expect(checkPassword('x'.repeat(129))).toEqual(['Password must be at most 128 characters long.']);
  });
});
