import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** What every employer page shows until the employer's company is registered (step 2 of "I am hiring"). */
export function RegisterCompanyFirst() {
  return (
    <Card withBorder radius="md" p="xl" maw={640} mx="auto" mt="lg" data-testid="register-company-first">
      <Stack gap="md" align="flex-start">
        <IconBuildingSkyscraper size={36} />
        <Title order={1} fz="h2">
          Register your company
        </Title>
        <Text>
          Your account is ready. Add your company to post jobs, search candidates, message them and start your free trial: it takes a
          minute, and you can change the details later.
        </Text>
        <Button component={Link} to={paths.registerCompany}>
          Register your company
        </Button>
      </Stack>
    </Card>
  );
}
