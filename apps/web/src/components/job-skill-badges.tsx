import { Badge, Group } from '@mantine/core';

/** A job's skills as badges: required ones filled, nice-to-have ones outlined, each saying which it is. */
export function JobSkillBadges({ skills }: { skills: ReadonlyArray<{ name: string; importance: 'required' | 'nice_to_have' }> }) {
  return (
    <Group gap={6}>
      {skills.map((s) => (
        <Badge key={s.name} variant={s.importance === 'required' ? 'filled' : 'outline'}>
          {s.name} {s.importance === 'required' ? '(required)' : '(nice to have)'}
        </Badge>
      ))}
    </Group>
  );
}
