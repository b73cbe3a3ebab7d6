import { ActionIcon, Badge, Group, NumberInput, Select, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { SKILL_LEVEL_LABELS, SKILL_LEVELS, type CandidateSkill } from '@talentmatch/shared/candidate-profile';
import { IconTrash } from '@tabler/icons-react';
import { runAction } from '../../../lib/run-action.ts';
import { useDeleteCandidateSkill, useUpdateCandidateSkill } from '../api/candidate-skills.ts';

export const LEVEL_CHOICES = SKILL_LEVELS.map((level) => ({ value: String(level), label: `${level} – ${SKILL_LEVEL_LABELS[level]}` }));

/** The candidate's skills with their level and years (changeable in place) and a remove button. */
export function CandidateSkillList({ skills }: { skills: CandidateSkill[] }) {
  const update = useUpdateCandidateSkill();
  const remove = useDeleteCandidateSkill();
  if (skills.length === 0)
    return <Text c="dimmed">No skills yet. Add the skills you use at work, or upload your resume and accept our suggestions.</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing="xs" aria-label="Your skills">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Skill</Table.Th>
            <Table.Th w={200}>Level</Table.Th>
            <Table.Th w={100}>Years</Table.Th>
            <Table.Th w={50} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {skills.map((skill) => (
            <Table.Tr key={skill.id}>
              <Table.Td>
                <Stack gap={0}>
                  <Group gap={6}>
                    <Text fw={500}>{skill.name}</Text>
                    {!skill.isActive ? (
                      <Badge size="xs" color="gray">
                        retired
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {skill.category}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Select
                  aria-label={`Level of ${skill.name}`}
                  size="xs"
                  data={LEVEL_CHOICES}
                  value={String(skill.level)}
                  allowDeselect={false}
                  onChange={(value) =>
                    value &&
                    void runAction(() => update.mutateAsync({ id: skill.id, body: { level: Number(value), years: skill.years } }), {
                      info: `${skill.name} updated.`,
                    })
                  }
                />
              </Table.Td>
              <Table.Td>
                <YearsInput
                  name={skill.name}
                  years={skill.years}
                  onSave={(years) =>
                    void runAction(() => update.mutateAsync({ id: skill.id, body: { level: skill.level, years } }), {
                      info: `${skill.name} updated.`,
                    })
                  }
                />
              </Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${skill.name}`}
                  onClick={() => void runAction(() => remove.mutateAsync(skill.id), { info: `${skill.name} removed.` })}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Years with a skill, saved when the field is left (or Enter is pressed) with a changed whole number 0–50. */
function YearsInput({ name, years, onSave }: { name: string; years: number; onSave: (years: number) => void }) {
  const [value, setValue] = useState<number | string>(years);
  useEffect(() => setValue(years), [years]);
  const save = () => {
    const n = Number(value);
    if (value === '' || !Number.isInteger(n) || n < 0 || n > 50) return setValue(years);
    if (n !== years) onSave(n);
  };
  return (
    <NumberInput
      aria-label={`Years of ${name}`}
      size="xs"
      min={0}
      max={50}
      allowDecimal={false}
      value={value}
      onChange={setValue}
      onBlur={save}
      onKeyDown={(e) => e.key === 'Enter' && save()}
    />
  );
}
