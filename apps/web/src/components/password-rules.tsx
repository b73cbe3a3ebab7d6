import { List, Text, ThemeIcon } from '@mantine/core';
import { checkPassword, PASSWORD_MIN_LENGTH, PASSWORD_RULES } from '@talentmatch/shared/password-policy';
import { IconCheck, IconPoint } from '@tabler/icons-react';

/** The password rules (shared policy) with a live tick for each rule the password meets. */
export function PasswordRules({ password, email }: { password: string; email?: string }) {
  const problems = password ? checkPassword(password, email) : [];
  const met = [
    password.length >= PASSWORD_MIN_LENGTH,
    password.length > 0 && !problems.some((p) => p.includes('email')),
    password.length > 0 && !problems.some((p) => p.includes('common')),
  ];
  return (
    <div>
      <Text size="xs" c="dimmed" mb={4}>
        Your password must be:
      </Text>
      <List size="xs" spacing={2} center>
        {PASSWORD_RULES.map((rule, index) => (
          <List.Item
            key={rule}
            icon={
              <ThemeIcon size={16} radius="xl" color={met[index] ? 'teal' : 'gray'} variant={met[index] ? 'filled' : 'light'}>
                {met[index] ? <IconCheck size={11} /> : <IconPoint size={11} />}
              </ThemeIcon>
            }
          >
            <Text size="xs" c={met[index] ? 'teal.8' : 'dimmed'}>
              {rule}
            </Text>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
