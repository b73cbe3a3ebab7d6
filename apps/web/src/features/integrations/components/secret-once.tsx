import { Alert, Button, Code, CopyButton, Group, Text } from '@mantine/core';

/** A secret the server shows this once: copy it now, it is never shown again. */
export function SecretOnce({ label, secret, onDone }: { label: string; secret: string; onDone: () => void }) {
  return (
    <Alert color="yellow" title={`${label}: copy it now`} data-testid="secret-once">
      <Text size="sm" mb="xs">
        It is shown only this once. Store it in your other system; if it is lost, create a new one.
      </Text>
      <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {secret}
      </Code>
      <Group mt="xs">
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button size="xs" variant="light" onClick={copy}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
        <Button size="xs" variant="default" onClick={onDone}>
          Done
        </Button>
      </Group>
    </Alert>
  );
}
