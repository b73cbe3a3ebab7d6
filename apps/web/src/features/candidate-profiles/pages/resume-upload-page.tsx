import { formatDateTime } from '../../../lib/format-date.ts';
import { Alert, Badge, Button, Card, FileInput, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatBytes, type SuggestedSkill } from '@talentmatch/shared/candidate-profile';
import { IconFileCv } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/http-client.ts';
import { appState } from '../../../lib/app-state.ts';
import { runAction } from '../../../lib/run-action.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useAddCandidateSkill } from '../../skills/index.ts';
import { useDeleteResume } from '../api/delete-resume.ts';
import { downloadResume } from '../api/download-resume.ts';
import { useCandidateProfile } from '../api/get-candidate-profile.ts';
import { useUploadLimits } from '../api/get-upload-limits.ts';
import { useResumeSuggestions } from '../api/get-resume-suggestions.ts';
import { useUploadResume } from '../api/upload-resume.ts';

const ACCEPT = '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** candidate/profile/resume/upload: upload, replace, download, delete; one-click skills found in it. */
export function ResumeUploadPage() {
  const profile = useCandidateProfile();
  const upload = useUploadResume();
  const remove = useDeleteResume();
  const addSkill = useAddCandidateSkill();
  const [file, setFile] = useState<File | null>(null);
  const limits = useUploadLimits();
  const hasResume = Boolean(profile.data?.resume);
  const suggestions = useResumeSuggestions(hasResume);

  if (profile.isPending) return <Skeleton h={300} />;
  if (!profile.data) {
    return (
      <>
        <PageHeader title="Upload resume" />
        <Alert color="yellow" title="Create your profile first">
          <Button mt="sm" component={Link} to={paths.candidate.profileCreate}>
            Create profile
          </Button>
        </Alert>
      </>
    );
  }
  const resume = profile.data.resume;

  const send = async () => {
    if (!file) return;
    const result = await runAction(() => upload.mutateAsync(file), { info: 'Your resume has been uploaded.' });
    if (result.ok) setFile(null);
  };
  const accept = (skill: SuggestedSkill) =>
    void runAction(() => addSkill.mutateAsync({ skillId: skill.id, level: 3, years: 1 }), {
      info: `${skill.name} added to your skills (level 3; adjust it on your profile).`,
    });

  return (
    <>
      <PageHeader title="Resume" description="PDF, DOC or DOCX. We read it to suggest skills and to help employers find you." />
      <Stack gap="lg">
        <Card withBorder radius="md" p="lg">
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {resume ? 'Replace your resume' : 'Upload your resume'}
            </Title>
            <FileInput
              label="Resume file"
              placeholder="Choose a PDF, DOC or DOCX file"
              description={
                limits.data?.resumeBytes
                  ? `Up to ${formatBytes(limits.data.resumeBytes)}. Uploading again replaces the current file.`
                  : 'Uploading again replaces the current file.'
              }
              accept={ACCEPT}
              value={file}
              onChange={setFile}
              leftSection={<IconFileCv size={16} />}
              clearable
            />
            <Group>
              <Button onClick={() => void send()} disabled={!file} loading={upload.isPending}>
                Upload
              </Button>
            </Group>
          </Stack>
        </Card>

        {resume ? (
          <Card withBorder radius="md" p="lg">
            <Group justify="space-between" wrap="wrap">
              <Stack gap={2}>
                <Text fw={600}>{resume.fileName}</Text>
                <Text size="sm" c="dimmed">
                  {formatBytes(resume.size)} · uploaded {formatDateTime(resume.uploadedAt)}
                  {resume.textLength === 0 ? ' · no text found (a scanned document?)' : ''}
                </Text>
              </Stack>
              <Group gap="xs">
                <Button variant="default" onClick={() => downloadResume(resume.fileName).catch((e) => appState.setError(errorMessage(e)))}>
                  Download
                </Button>
                <Button
                  color="red"
                  variant="light"
                  loading={remove.isPending}
                  onClick={() => void runAction(() => remove.mutateAsync(), { info: 'Your resume has been deleted.' })}
                >
                  Delete
                </Button>
              </Group>
            </Group>
          </Card>
        ) : null}

        {resume ? (
          <Card withBorder radius="md" p="lg">
            <Title order={2} fz="lg" mb="xs">
              Skills found in your resume
            </Title>
            {suggestions.isPending ? (
              <Skeleton h={40} />
            ) : suggestions.data && suggestions.data.suggestedSkills.length > 0 ? (
              <Stack gap="xs">
                <Text size="sm" c="dimmed">
                  Add them with one click; you can set the level afterwards.
                </Text>
                <Group gap="xs" data-testid="suggested-skills">
                  {suggestions.data.suggestedSkills.map((skill) => (
                    <Button
                      key={skill.id}
                      size="xs"
                      variant="light"
                      radius="xl"
                      onClick={() => accept(skill)}
                      aria-label={`Add ${skill.name}`}
                    >
                      + {skill.name}
                    </Button>
                  ))}
                </Group>
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                No new catalogue skills found: your profile already has every skill we recognised. <Badge variant="light">Tip</Badge> add
                others by hand.
              </Text>
            )}
          </Card>
        ) : null}
      </Stack>
    </>
  );
}
