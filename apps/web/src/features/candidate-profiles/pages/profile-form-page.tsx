import { Skeleton, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCandidateProfile } from '../api/get-candidate-profile.ts';
import { CandidateProfileForm } from '../components/candidate-profile-form.tsx';
import { PhotoCard } from '../components/photo-card.tsx';

/** candidate/profile/create and candidate/profile/update. */
export function ProfileFormPage({ mode }: { mode: 'create' | 'update' }) {
  const profile = useCandidateProfile();
  // whether a profile existed when the page opened: creating one here must not bounce to profile/update
  const existedAtOpen = useRef<boolean | null>(null);
  if (profile.isPending) return <Skeleton h={400} />;
  if (profile.isError) return <Text c="red">{profile.error.message}</Text>;
  existedAtOpen.current ??= Boolean(profile.data);
  if (mode === 'create' && existedAtOpen.current) return <Navigate to={paths.candidate.profileUpdate} replace />;
  if (mode === 'update' && !existedAtOpen.current) return <Navigate to={paths.candidate.profileCreate} replace />;
  return (
    <>
      <PageHeader
        title={mode === 'create' ? 'Create your profile' : 'Update your profile'}
        description={
          mode === 'create'
            ? 'A few details and employers can start finding you. You can change everything later.'
            : 'Keep your profile current; your score follows every change.'
        }
      />
      <Stack gap="lg">
        {profile.data && mode === 'update' ? <PhotoCard profile={profile.data} /> : null}
        <CandidateProfileForm profile={mode === 'update' ? profile.data : null} />
      </Stack>
    </>
  );
}
