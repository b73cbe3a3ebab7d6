import { Avatar, Button, Card, FileButton, Group, Stack, Text } from '@mantine/core';
import type { CandidateProfile } from '@talentmatch/shared/candidate-profile';
import { runAction } from '../../../lib/run-action.ts';
import { usePhotoUrl } from '../api/get-photo.ts';
import { useDeletePhoto, useUploadPhoto } from '../api/upload-photo.ts';

export function CandidateAvatar({ profile, size = 72 }: { profile: CandidateProfile; size?: number }) {
  const url = usePhotoUrl(profile.hasPhoto, profile.updatedAt);
  const initials = `${profile.firstName[0] ?? ''}${profile.lastName[0] ?? ''}`.toUpperCase();
  return (
    <Avatar src={url} size={size} radius="xl" color="brand" alt={`${profile.firstName} ${profile.lastName}`}>
      {initials}
    </Avatar>
  );
}

export function PhotoCard({ profile }: { profile: CandidateProfile }) {
  const upload = useUploadPhoto();
  const remove = useDeletePhoto();
  return (
    <Card withBorder radius="md" p="lg">
      <Group gap="lg" wrap="nowrap" align="center">
        <CandidateAvatar profile={profile} />
        <Stack gap={6} style={{ flex: 1 }}>
          <Text fw={600}>Profile photo</Text>
          <Text size="sm" c="dimmed">
            PNG, JPEG or WebP. A friendly, recent photo counts toward your score.
          </Text>
          <Group gap="xs">
            <FileButton
              accept="image/png,image/jpeg,image/webp"
              onChange={(file) => file && void runAction(() => upload.mutateAsync(file), { info: 'Your photo has been saved.' })}
            >
              {(props) => (
                <Button size="xs" loading={upload.isPending} {...props}>
                  {profile.hasPhoto ? 'Replace photo' : 'Upload photo'}
                </Button>
              )}
            </FileButton>
            {profile.hasPhoto ? (
              <Button
                size="xs"
                variant="default"
                loading={remove.isPending}
                onClick={() => void runAction(() => remove.mutateAsync(), { info: 'Your photo has been removed.' })}
              >
                Remove
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
