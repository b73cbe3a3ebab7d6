import { formatDateTime } from '../../../lib/format-date.ts';
import { Alert, Badge, Button, Card, FileInput, Group, NativeSelect, NumberInput, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatBytes, type SuggestedSkill } from '@talentmatch/shared/candidate-profile';
import { IconFileCv } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/http-client.ts';
import { appState } from '../../../lib/app-state.ts';
import { runAction } from '../../../lib/run-action.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { LEVEL_CHOICES, useAddCandidateSkill } from '../../skills/index.ts';
import { useDeleteResume } from '../api/delete-resume.ts';
import { downloadResume } from '../api/download-resume.ts';
import { useCandidateProfile } from '../api/get-candidate-profile.ts';
import { useUploadLimits } from '../api/get-upload-limits.ts';
import { useResumeSuggestions } from '../api/get-resume-suggestions.ts';
import { useUploadResume } from '../api/upload-resume.ts';

const ACCEPT = '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** candidate/profile/resume/upload: upload, replace, download, delete; the skills found in it, with proposed years. */
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
                  Check the years we read from your resume (the years written next to the skill, or your positions that mention it), choose
                  your level, and add.
                </Text>
                <Stack gap="xs" data-testid="suggested-skills">
                  {suggestions.data.suggestedSkills.map((skill) => (
                    <SuggestionRow key={skill.id} skill={skill} onAdd={(body) => addSkill.mutateAsync({ skillId: skill.id, ...body })} />
                  ))}
                </Stack>
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

/** One suggested skill: its proposed years and a level, both the candidate's to set before adding it. */
function SuggestionRow({ skill, onAdd }: { skill: SuggestedSkill; onAdd: (body: { level: number; years: number }) => Promise<unknown> }) {
  const [years, setYears] = useState<number | string>(skill.years ?? 0);
  const [level, setLevel] = useState('');
  const [adding, setAdding] = useState(false);
  const add = async () => {
    if (!level) return;
    setAdding(true);
    await runAction(() => onAdd({ level: Number(level), years: Number(years) || 0 }), { info: `${skill.name} added to your skills.` });
    setAdding(false);
  };
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Text fw={500} w={160}>
        {skill.name}
      </Text>
      <NumberInput
        label="Years"
        size="xs"
        w={90}
        min={0}
        max={50}
        allowDecimal={false}
        value={years}
        onChange={setYears}
        aria-label={`Years of ${skill.name}`}
        description={skill.years === null ? 'not in the resume' : 'from the resume'}
      />
      <NativeSelect
        label="Level"
        size="xs"
        w={180}
        data={[{ value: '', label: 'Choose' }, ...LEVEL_CHOICES]}
        value={level}
        onChange={(e) => setLevel(e.currentTarget.value)}
        aria-label={`Level of ${skill.name}`}
      />
      <Button size="xs" variant="light" onClick={() => void add()} disabled={!level} loading={adding} aria-label={`Add ${skill.name}`}>
        Add
      </Button>
    </Group>
  );
}
