import { Anchor, Button, Group, Image, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MESSAGING_MESSAGES, type MessageAttachment } from '@talentmatch/shared/messaging';
import { IconDownload, IconEye, IconFileText, IconFileTypePdf, IconPhoto, IconUserCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/http-client.ts';
import { runAction } from '../../../lib/run-action.ts';
import { downloadAttachment, useAttachmentAsResume, useAttachmentUrl } from '../api/use-messaging.ts';
import { MOBILE_QUERY } from '../messaging-paths.ts';
import { attachmentKind, canBecomeResume, formatBytes } from './message-format.ts';

export interface AttachmentCardProps {
  attachment: MessageAttachment;
  /** set for a candidate: offers "Use as my profile resume" for a PDF or Word file */
  resumeCandidateId?: string | null;
}

const KIND_ICONS = { pdf: IconFileTypePdf, image: IconPhoto, document: IconFileText } as const;
const KIND_NAMES = { pdf: 'PDF document', image: 'Image', document: 'Word document' } as const;

/** A message's attachment: a PDF opens in a viewer, an image shows inline, a Word document downloads. */
export function AttachmentCard({ attachment, resumeCandidateId }: AttachmentCardProps) {
  const kind = attachmentKind(attachment);
  const KindIcon = KIND_ICONS[kind];
  const [viewing, setViewing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const preview = useAttachmentUrl(attachment, kind === 'image' || (kind === 'pdf' && viewing));
  const asResume = useAttachmentAsResume();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const offerResume = Boolean(resumeCandidateId) && canBecomeResume(attachment);

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadAttachment(attachment);
    } catch (error) {
      setDownloadError(errorMessage(error, MESSAGING_MESSAGES.fetchFailed));
    } finally {
      setDownloading(false);
    }
  };

  const confirmResume = async () => {
    if (!resumeCandidateId) return;
    const result = await runAction(() => asResume.mutateAsync({ candidateId: resumeCandidateId, attachmentId: attachment.id }), {
      info: `${attachment.fileName} is now your profile resume.`,
    });
    if (result.ok) setConfirming(false);
  };

  return (
    <Paper withBorder radius="md" p="xs" bg="white" data-testid="attachment-card" data-kind={kind} style={{ maxWidth: 360 }}>
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap" align="center">
          <KindIcon size={22} stroke={1.6} aria-hidden style={{ flexShrink: 0, color: 'var(--mantine-color-brand-7)' }} />
          <div style={{ minWidth: 0, flex: 1 }}>
            <Text size="sm" fw={600} truncate c="dark">
              {attachment.fileName}
            </Text>
            <Text size="xs" c="dimmed">
              {KIND_NAMES[kind]} · {formatBytes(attachment.size)}
            </Text>
          </div>
        </Group>

        {kind === 'image' ? (
          preview.url ? (
            <Anchor href={preview.url} target="_blank" rel="noopener" aria-label={`Open ${attachment.fileName} full size`}>
              <Image src={preview.url} alt={attachment.fileName} radius="sm" mah={240} w="auto" maw="100%" fit="contain" />
            </Anchor>
          ) : preview.isError ? (
            <Text size="xs" c="red" role="alert">
              {errorMessage(preview.error, MESSAGING_MESSAGES.fetchFailed)}
            </Text>
          ) : (
            <Loader size="xs" aria-label={`Loading ${attachment.fileName}`} />
          )
        ) : null}

        <Group gap={6} wrap="wrap">
          {kind === 'pdf' ? (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconEye size={14} aria-hidden />}
              onClick={() => setViewing(true)}
              aria-label={`View ${attachment.fileName}`}
            >
              View
            </Button>
          ) : null}
          {kind === 'document' ? (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconDownload size={14} aria-hidden />}
              loading={downloading}
              onClick={() => void download()}
              aria-label={`Download ${attachment.fileName}`}
            >
              Download
            </Button>
          ) : null}
          {offerResume ? (
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconUserCheck size={14} aria-hidden />}
              onClick={() => setConfirming(true)}
            >
              Use as my profile resume
            </Button>
          ) : null}
        </Group>
        {downloadError ? (
          <Text size="xs" c="red" role="alert">
            {downloadError}
          </Text>
        ) : null}
      </Stack>

      {kind === 'pdf' ? (
        <Modal opened={viewing} onClose={() => setViewing(false)} title={attachment.fileName} size="80rem" fullScreen={mobile} centered>
          {preview.url ? (
            <Stack gap="xs">
              <iframe
                title={`PDF: ${attachment.fileName}`}
                src={preview.url}
                style={{
                  width: '100%',
                  height: mobile ? 'calc(100dvh - 150px)' : '75vh',
                  border: '1px solid var(--mantine-color-gray-3)',
                  borderRadius: 6,
                }}
              />
              <Group justify="flex-end">
                <Button
                  component="a"
                  href={preview.url}
                  download={attachment.fileName}
                  variant="light"
                  leftSection={<IconDownload size={16} aria-hidden />}
                >
                  Download
                </Button>
              </Group>
            </Stack>
          ) : preview.isError ? (
            <Text c="red" role="alert">
              {errorMessage(preview.error, MESSAGING_MESSAGES.fetchFailed)}
            </Text>
          ) : (
            <Group justify="center" py="xl">
              <Loader size="sm" aria-label={`Loading ${attachment.fileName}`} />
            </Group>
          )}
        </Modal>
      ) : null}

      {offerResume ? (
        <Modal opened={confirming} onClose={() => setConfirming(false)} title="Use as my profile resume" centered>
          <Stack>
            <Text size="sm">
              Replace the resume of your profile with <b>{attachment.fileName}</b>? Its text is read again and your score is recomputed.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(false)} disabled={asResume.isPending}>
                Cancel
              </Button>
              <Button onClick={() => void confirmResume()} loading={asResume.isPending}>
                Use as my resume
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
    </Paper>
  );
}
