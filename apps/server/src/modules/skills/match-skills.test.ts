import { describe, expect, it } from 'vitest';
import { findSkillsInText } from './match-skills.ts';

const catalogue = ['Java', 'JavaScript', 'C', 'C++', 'C#', '.NET', 'Node.js', 'Machine Learning', 'R', 'Go'].map((name) => ({ name }));
const names = (text: string) => findSkillsInText(text, catalogue).map((s) => s.name);

describe('findSkillsInText', () => {
  it('finds whole words only, ignoring case', () => {
    expect(names('Built services in javascript and Node.JS')).toEqual(['JavaScript', 'Node.js']);
    expect(names('Going forward I cared about Java.')).toEqual(['Java']);
  });
  it('understands names with symbols and spaces', () => {
    expect(names('Ten years of C++, some C# and .NET; machine\nlearning on the side')).toEqual(['C++', 'C#', '.NET', 'Machine Learning']);
    expect(names('Statistics in R and C.')).toEqual(['C', 'R']);
  });
  it('finds nothing in an empty text', () => {
    expect(names('   ')).toEqual([]);
  });
});
