import { Box, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { EmailPreview } from '@talentmatch/shared/email-templates';
import { useState } from 'react';

/** The rendered email: HTML in a sandboxed frame (no scripts, no same-origin), or the plain-text part. */
export function EmailPreviewFrame({ preview, error }: { preview: EmailPreview | undefined; error?: string | null }) {
  const [mode, setMode] = useState<'html' | 'text'>('html');
  const [width, setWidth] = useState<'desktop' | 'phone'>('desktop');
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          size="xs"
          value={mode}
          onChange={(v) => setMode(v as 'html' | 'text')}
          data={[
            { value: 'html', label: 'HTML' },
            { value: 'text', label: 'Plain text' },
          ]}
        />
        {mode === 'html' ? (
          <SegmentedControl
            size="xs"
            value={width}
            onChange={(v) => setWidth(v as 'desktop' | 'phone')}
            data={[
              { value: 'desktop', label: 'Wide' },
              { value: 'phone', label: 'Phone' },
            ]}
          />
        ) : null}
      </Group>
      {error ? (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
      {preview ? (
        <>
          <Text size="sm">
            <strong>Subject:</strong> <span data-testid="preview-subject">{preview.subject}</span>
          </Text>
          {mode === 'html' ? (
            <Box
              style={{
                border: '1px solid var(--mantine-color-gray-3)',
                borderRadius: 8,
                overflow: 'hidden',
                maxWidth: width === 'phone' ? 375 : '100%',
              }}
            >
              <iframe
                title="Email preview"
                sandbox=""
                srcDoc={preview.html}
                style={{ width: '100%', height: 520, border: 0, display: 'block' }}
              />
            </Box>
          ) : (
            <Box
              component="pre"
              p="sm"
              style={{ whiteSpace: 'pre-wrap', background: 'var(--mantine-color-gray-0)', borderRadius: 8, fontSize: 13 }}
            >
              {preview.text}
            </Box>
          )}
        </>
      ) : (
        <Text c="dimmed" size="sm">
          Preparing the preview…
        </Text>
      )}
    </Stack>
  );
}
