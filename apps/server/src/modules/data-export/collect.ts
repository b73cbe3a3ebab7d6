import { inArray } from 'drizzle-orm';
import JSZip from 'jszip';
import type { Db } from '../../platform/db/index.ts';
import { files } from '../../platform/db/schema.ts';
import { dataOnly, type PersonalDataPart } from '../../platform/personal-data.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { supportAccessFor } from '../administration/service.ts';
import { exportApplications } from '../applications/queries.ts';
import { exportCandidateProfile } from '../candidate-profiles/service.ts';
import { scoreHistory } from '../candidate-score/service.ts';
import { getNotificationSettings } from '../email-templates/service.ts';
import { ownFeedback } from '../feedback/service.ts';
import { exportMessages } from '../messaging/service.ts';
import { exportSurveyAnswers } from '../surveys/service.ts';
import { completedRows } from '../training/service.ts';
import { exportAccount } from '../users/service.ts';

/** Bumped when the layout of data.json changes in a way a reader would notice. */
const EXPORT_FORMAT_VERSION = 1;

/**
 * Every part of "Download my data", each from the module that owns it (docs/security.md, "Data rights").
 * A module that starts holding something about a person adds its part here.
 */
async function collectPersonalData(db: Db, userId: string) {
  const parts = {
    account: await exportAccount(db, userId),
    candidateProfile: await exportCandidateProfile(db, userId),
    scoreHistory: dataOnly(await scoreHistory(db, userId)),
    applications: await exportApplications(db, userId),
    conversations: await exportMessages(db, userId),
    feedbackAboutMe: dataOnly(await ownFeedback(db, userId)),
    surveyAnswers: await exportSurveyAnswers(db, userId),
    trainingCompleted: dataOnly((await completedRows(db, userId)).map((r) => ({ ...r, completedAt: r.completedAt.toISOString() }))),
    notificationSettings: dataOnly(await getNotificationSettings(db, userId)),
    supportAccess: dataOnly(await supportAccessFor(db, userId)),
  } satisfies Record<string, PersonalDataPart<unknown>>;
  return parts;
}

const README = `This archive holds a copy of the data TalentMatch keeps about you.

data.json   your account, profile, skills, experiences, applications, conversations,
            feedback about you that you can see, survey answers, completed training,
            notification settings and when support viewed your account
files/      the files you uploaded: profile photo, resume, and attachments you sent

Messages other people sent you appear in data.json; their attachments are named but not included.
`;

/** The archive: data.json, a short README and the user's files, as a ZIP. */
export async function buildPersonalArchive(deps: { db: Db; storage: FileStorage }, userId: string, now: Date): Promise<Buffer> {
  const parts = await collectPersonalData(deps.db, userId);
  const wanted = Object.values(parts).flatMap((p) => p.files);
  const rows = wanted.length
    ? await deps.db
        .select({ id: files.id, storageKey: files.storageKey })
        .from(files)
        .where(
          inArray(
            files.id,
            wanted.map((f) => f.fileId),
          ),
        )
    : [];
  const keyOf = new Map(rows.map((r) => [r.id, r.storageKey]));
  const stored: Array<{ name: string; data: Buffer }> = [];
  const included: string[] = [];
  const missing: string[] = [];
  const used = new Set<string>();
  for (const file of wanted) {
    const key = keyOf.get(file.fileId);
    const data = key ? await deps.storage.get(key) : null;
    const path = safeEntryName(file.path);
    let name = `files/${path}`;
    for (let n = 2; used.has(name); n++) name = `files/${path.replace(/(\.[^./]*)?$/, `-${n}$1`)}`;
    if (!data) {
      missing.push(name);
      continue;
    }
    used.add(name);
    included.push(name);
    stored.push({ name, data });
  }
  const data = Object.fromEntries(Object.entries(parts).map(([name, part]) => [name, part.data]));
  const document = {
    format: 'talentmatch-data-export',
    version: EXPORT_FORMAT_VERSION,
    exportedAt: now.toISOString(),
    ...data,
    files: included,
    missingFiles: missing,
  };
  const archive = new JSZip();
  const options = { date: now, createFolders: false };
  archive.file('README.txt', README, options);
  archive.file('data.json', `${JSON.stringify(document, null, 2)}\n`, options);
  for (const file of stored) archive.file(file.name, file.data, options);
  return archive.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', platform: 'UNIX' });
}

/** A path inside the archive that unpacks where it should: no `..`, no empty or control-character parts. */
function safeEntryName(name: string): string {
  const clean = name
    .split('/')
    .map((part) =>
      [...part]
        .map((ch) => (ch.charCodeAt(0) < 0x20 || '\\:*?"<>|'.includes(ch) ? '_' : ch))
        .join('')
        .trim(),
    )
    .filter((part) => part !== '' && part !== '.' && part !== '..')
    .join('/');
  return clean || 'file';
}
