import { describe, expect, it } from 'vitest';
import { providerSlot } from './provider-slot.ts';

describe('providerSlot', () => {
  it('names the slot and its provider until something is provided', () => {
    const slot = providerSlot<() => number>('skill usage', 'candidate-profiles');
    expect(() => slot.get()).toThrow('No skill usage: the candidate-profiles module provides it when its routes load.');
  });

  it('answers what was provided last, also through a detached provide', () => {
    const slot = providerSlot<string>('greeting', 'greeter');
    const { provide } = slot;
    provide('hello');
    expect(slot.get()).toBe('hello');
    slot.provide('again');
    expect(slot.get()).toBe('again');
  });
});
