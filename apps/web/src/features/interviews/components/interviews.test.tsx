import { MantineProvider } from '@mantine/core';
import type { Interview } from '@talentmatch/shared/interviews';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { problem, server } from '../../../../test/api.ts';
import { InterviewCard } from './interview-card.tsx';
import { ProposeInterviewDialog } from './propose-interview-dialog.tsx';
import { TimeZoneDefault } from './time-zone-section.tsx';

afterEach(cleanup);

function show(children: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider>{children}</MantineProvider>
    </QueryClientProvider>,
  );
}

const team = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'Rita Recruiter' },
  { id: '22222222-2222-4222-8222-222222222222', name: 'Max Manager' },
];

describe('ProposeInterviewDialog', () => {
  it('sends three slots entered in the viewer’s zone as UTC instants, and warns of an interviewer’s overlap', async () => {
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.post('/api/interviews/conflicts', async ({ request }) => {
        const body = (await request.json()) as { slots: { startsAt: string }[] };
        const hit = body.slots.find((s) => s.startsAt === '2099-03-03T09:00:00.000Z');
        return HttpResponse.json({
          conflicts: hit
            ? [
                {
                  slotStartsAt: hit.startsAt,
                  interviewerId: team[0].id,
                  interviewerName: 'Rita Recruiter',
                  interviewId: 'other',
                  startsAt: '2099-03-03T08:30:00.000Z',
                  endsAt: '2099-03-03T09:30:00.000Z',
                  confirmed: true,
                },
              ]
            : [],
        });
      }),
      http.post('/api/applications/:id/interviews', async ({ request, params }) => {
        sent = { applicationId: params.id, ...((await request.json()) as Record<string, unknown>) };
        return HttpResponse.json({ id: 'i1' }, { status: 201 });
      }),
    );
    let closed = false;
    show(
      <ProposeInterviewDialog
        opened
        onClose={() => {
          closed = true;
        }}
        applicationId="a1"
        candidateName="Ines Ramos"
        team={team}
        viewerId={team[0].id}
        timeZone="Europe/Berlin"
      />,
    );
    expect(screen.getByText('Time slots (times in Europe/Berlin)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a time slot' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a time slot' }));
    // Berlin is UTC+1 in March and UTC+2 after the last Sunday of March
    const times = ['2099-03-02T10:00', '2099-03-03T10:00', '2099-04-01T10:00'];
    times.forEach((value, i) => {
      fireEvent.change(screen.getByLabelText(`Time slot ${i + 1}`), { target: { value } });
    });
    fireEvent.change(screen.getByLabelText('Video link'), { target: { value: 'https://meet.example.test/x' } });
    const warning = await screen.findByTestId('conflict-warning');
    expect(warning.textContent).toContain('Rita Recruiter');
    fireEvent.click(screen.getByRole('button', { name: 'Propose interview' }));
    await waitFor(() => expect(closed).toBe(true));
    expect(sent).toEqual({
      applicationId: 'a1',
      kind: 'video',
      durationMinutes: 45,
      location: 'https://meet.example.test/x',
      note: '',
      interviewerIds: [team[0].id],
      slots: [{ startsAt: '2099-03-02T09:00:00.000Z' }, { startsAt: '2099-03-03T09:00:00.000Z' }, { startsAt: '2099-04-01T08:00:00.000Z' }],
    });
  });

  it('shows the server’s field error under the slots and stays open', async () => {
    server.use(
      http.post('/api/interviews/conflicts', () => HttpResponse.json({ conflicts: [] })),
      http.post('/api/applications/:id/interviews', () =>
        problem(400, 'One or more validation errors occurred.', { errors: { slots: ['A time slot is in the past.'] } }),
      ),
    );
    show(
      <ProposeInterviewDialog
        opened
        onClose={() => {}}
        applicationId="a1"
        candidateName="Ines Ramos"
        team={team}
        viewerId={team[0].id}
        timeZone="UTC"
      />,
    );
    fireEvent.change(screen.getByLabelText('Time slot 1'), { target: { value: '2001-01-01T10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Propose interview' }));
    expect((await screen.findAllByText(/A time slot is in the past\./)).length).toBeGreaterThan(0);
  });
});

const interview = (extra: Partial<Interview> = {}): Interview => ({
  id: 'i1',
  applicationId: 'a1',
  jobId: 'j1',
  jobTitle: 'Data Analyst',
  companyId: 'c1',
  candidateId: 'u1',
  candidateName: 'Ines Ramos',
  kind: 'video',
  durationMinutes: 45,
  location: 'https://meet.example.test/x',
  note: '',
  status: 'proposed',
  startsAt: null,
  endsAt: null,
  sequence: 0,
  otherTimesNote: '',
  cancelReason: '',
  interviewers: [{ id: team[0].id, name: 'Rita Recruiter' }],
  slots: [
    { id: 's1', startsAt: '2099-03-02T09:00:00.000Z', endsAt: '2099-03-02T09:45:00.000Z' },
    { id: 's2', startsAt: '2099-03-03T09:00:00.000Z', endsAt: '2099-03-03T09:45:00.000Z' },
  ],
  ...extra,
});

describe('InterviewCard (the candidate picks)', () => {
  it('shows the slots in the candidate’s zone and confirms the one picked', async () => {
    let picked: unknown = null;
    server.use(
      http.post('/api/interviews/:id/pick', async ({ request }) => {
        picked = await request.json();
        return HttpResponse.json(
          interview({ status: 'confirmed', startsAt: '2099-03-03T09:00:00.000Z', endsAt: '2099-03-03T09:45:00.000Z' }),
        );
      }),
    );
    show(<InterviewCard interview={interview()} side="candidate" timeZone="America/New_York" />);
    expect(screen.getByText('Pick a time (shown in America/New_York)')).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Confirm this time' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    // 09:00 UTC is 4:00 AM in New York in early March (EST)
    fireEvent.click(screen.getByLabelText(/Mar 3, 2099.*4:00/));
    fireEvent.click(confirm);
    await waitFor(() => expect(picked).toEqual({ slotId: 's2' }));
  });

  it('says so when the interviewer was booked meanwhile (409)', async () => {
    server.use(
      http.post('/api/interviews/:id/pick', () =>
        problem(409, 'An interviewer is already booked at that time. Pick another slot.', { errors: { remainingSlots: ['s1'] } }),
      ),
    );
    show(<InterviewCard interview={interview()} side="candidate" timeZone="UTC" />);
    fireEvent.click(screen.getByLabelText(/Mar 3, 2099/));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm this time' }));
    expect((await screen.findByRole('alert')).textContent).toContain('already booked');
  });

  it('asks for other times with a note', async () => {
    let asked: unknown = null;
    server.use(
      http.post('/api/interviews/:id/other-times', async ({ request }) => {
        asked = await request.json();
        return HttpResponse.json(interview({ status: 'other-times' }));
      }),
    );
    show(<InterviewCard interview={interview()} side="candidate" timeZone="UTC" />);
    fireEvent.click(screen.getByRole('button', { name: 'None of these times suit me' }));
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Afternoons please.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask for other times' }));
    await waitFor(() => expect(asked).toEqual({ note: 'Afternoons please.' }));
  });
});

describe('TimeZoneDefault', () => {
  it('gives an account without a time zone the browser’s, once', async () => {
    const saved: { timeZone: string }[] = [];
    server.use(
      http.get('/api/account/time-zone', () => HttpResponse.json({ timeZone: saved.length ? 'Asia/Tokyo' : null })),
      http.put('/api/account/time-zone', async ({ request }) => {
        const body = (await request.json()) as { timeZone: string };
        saved.push(body);
        return HttpResponse.json(body);
      }),
    );
    show(<TimeZoneDefault />);
    await waitFor(() => expect(saved).toEqual([{ timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }]));
  });

  it('leaves a chosen time zone alone', async () => {
    let puts = 0;
    let gets = 0;
    server.use(
      http.get('/api/account/time-zone', () => {
        gets += 1;
        return HttpResponse.json({ timeZone: 'Europe/Berlin' });
      }),
      http.put('/api/account/time-zone', () => {
        puts += 1;
        return HttpResponse.json({ timeZone: 'UTC' });
      }),
    );
    show(<TimeZoneDefault />);
    await waitFor(() => expect(gets).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(puts).toBe(0);
  });
});
