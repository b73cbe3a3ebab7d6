import { Alert, Button, Checkbox, CloseButton, FileButton, Group, Kbd, Paper, Text, Textarea } from '@mantine/core';
import { MESSAGE_LIMITS, MESSAGING_MESSAGES } from '@talentmatch/shared/messaging';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useAppConfig } from '../../../lib/app-config-store.ts';
import { errorMessage } from '../../../lib/http-client.ts';
import { useSendMessage } from '../api/use-messaging.ts';
import type { MessagingArea } from '../messaging-paths.ts';
import { attachmentProblem, formatBytes } from './message-format.ts';
import classes from './messaging.module.css';

export interface MessageComposerProps {
  conversationId: string;
  area: Exclude<MessagingArea, 'admin'>;
  onSent?: () => void;
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Text, one attachment (or, for a candidate, the profile resume), Ctrl/Cmd+Enter sends. */
export function MessageComposer({ conversationId, area, onSent }: MessageComposerProps) {
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [attachResume, setAttachResume] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const resetFile = useRef<() => void>(null);
  const send = useSendMessage();
  const limit = useAppConfig().siteConfiguration.uploadLimits.attachmentBytes;

  const pickFile = (picked: File | null) => {
    setProblem(null);
    if (!picked) return;
    const why = attachmentProblem(picked, limit, {
      type: MESSAGING_MESSAGES.attachmentType,
      tooLarge: MESSAGING_MESSAGES.attachmentTooLarge,
    });
    if (why) {
      setProblem(why);
      resetFile.current?.();
      return;
    }
    setFile(picked);
    setAttachResume(false);
  };

  const removeFile = () => {
    setFile(null);
    resetFile.current?.();
  };

  const hint = `PDF, Word, PNG or JPEG${limit > 0 ? `, up to ${formatBytes(limit)}` : ''}.`;
  const text = body.trim();
  const tooLong = text.length > MESSAGE_LIMITS.bodyChars;
  const canSend = !send.isPending && !tooLong && (text.length > 0 || file !== null || attachResume);

  const submit = () => {
    if (send.isPending) return;
    if (!text && !file && !attachResume) {
      setProblem(MESSAGING_MESSAGES.emptyMessage);
      return;
    }
    if (tooLong) {
      setProblem(MESSAGING_MESSAGES.bodyTooLong);
      return;
    }
    setProblem(null);
    send.mutate(
      { conversationId, body: text, file, attachResume },
      {
        onSuccess: () => {
          setBody('');
          removeFile();
          setAttachResume(false);
          onSent?.();
        },
        onError: (error) => setProblem(errorMessage(error, MESSAGING_MESSAGES.sendFailed)),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      className={classes.composer}
      aria-label="Write a message"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {problem ? (
        <Alert
          color="red"
          variant="light"
          mb="xs"
          p="xs"
          role="alert"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setProblem(null)}
          data-testid="composer-error"
        >
          {problem}
        </Alert>
      ) : null}
      <Textarea
        aria-label="Message"
        placeholder="Write a message…"
        autosize
        minRows={2}
        maxRows={6}
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        disabled={send.isPending}
        error={tooLong ? MESSAGING_MESSAGES.bodyTooLong : undefined}
      />
      {file ? (
        <Paper
          withBorder
          radius="sm"
          px="xs"
          py={4}
          mt={6}
          display="inline-flex"
          style={{ alignItems: 'center', gap: 6, maxWidth: '100%' }}
        >
          <IconPaperclip size={14} aria-hidden />
          <Text size="xs" truncate maw={260}>
            {file.name}
          </Text>
          <Text size="xs" c="dimmed">
            {formatBytes(file.size)}
          </Text>
          <CloseButton size="sm" aria-label={`Remove ${file.name}`} onClick={removeFile} disabled={send.isPending} />
        </Paper>
      ) : null}
      <Group justify="space-between" mt={8} gap="xs" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <FileButton
            onChange={pickFile}
            accept={MESSAGE_LIMITS.attachmentExtensions}
            resetRef={resetFile}
            disabled={send.isPending || attachResume}
          >
            {(props) => (
              <Button
                {...props}
                variant="subtle"
                size="compact-sm"
                leftSection={<IconPaperclip size={16} aria-hidden />}
                disabled={send.isPending || attachResume}
                aria-label={file ? 'Replace file' : 'Attach file'}
                title={hint}
              >
                <Text span inherit visibleFrom="sm">
                  {file ? 'Replace file' : 'Attach file'}
                </Text>
              </Button>
            )}
          </FileButton>
          {area === 'candidate' ? (
            <Checkbox
              size="xs"
              label="Attach my resume"
              checked={attachResume}
              disabled={send.isPending || file !== null}
              onChange={(event) => setAttachResume(event.currentTarget.checked)}
              title={file ? MESSAGING_MESSAGES.oneAttachment : undefined}
            />
          ) : null}
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed" visibleFrom="md">
            <Kbd size="xs">{isMac ? '⌘' : 'Ctrl'}</Kbd> + <Kbd size="xs">Enter</Kbd> to send
          </Text>
          <Button type="submit" size="sm" leftSection={<IconSend size={16} aria-hidden />} loading={send.isPending} disabled={!canSend}>
            Send
          </Button>
        </Group>
      </Group>
      <Text size="xs" c="dimmed" mt={4} visibleFrom="sm">
        {hint}
      </Text>
    </form>
  );
}
