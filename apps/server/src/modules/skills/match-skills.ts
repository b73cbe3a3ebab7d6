/** Catalogue skills named in a text (a resume), matched as whole words, case-insensitive; "C++", "C#", ".NET" included. */
export function findSkillsInText<T extends { name: string }>(text: string, catalogue: T[]): T[] {
  if (!text.trim()) return [];
  const haystack = ` ${text.replace(/\s+/g, ' ')} `;
  return catalogue.filter((skill) => {
    const name = skill.name.trim();
    if (name.length < 1) return false;
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
    // a skill name is a word of its own: no letter or digit directly before or after it
    return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}+#])`, 'iu').test(haystack);
  });
}
