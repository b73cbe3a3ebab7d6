// Uploaded files in an S3-compatible bucket (S3_BUCKET): loaded by openFileStorage only when a bucket is configured.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkKey, type FileStorage, type S3Settings } from './storage.ts';

export function createS3Client(settings: S3Settings): S3Client {
  // The pinned SDK supports Node 20; its notice that later releases will need Node 22 would print a
  // seven-line warning into the server log at the first upload (docs/deploy.md says so instead).
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // S3-compatible servers do not all know the newer default checksums; send them only where S3 requires one
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

export function createS3Storage(settings: S3Settings, client: S3Client = createS3Client(settings)): FileStorage {
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async put(key, data) {
      await client.send(new PutObjectCommand({ Bucket, Key: checkKey(key), Body: data }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    close: () => client.destroy(),
  };
}

/** Start-up check that the bucket exists and the credentials reach it; the message is one readable line. */
export async function checkS3Bucket(settings: S3Settings, client: S3Client): Promise<string | undefined> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }), { abortSignal: AbortSignal.timeout(10_000) });
    return undefined;
  } catch (error) {
    const where = `bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;
    const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
    if (status === 404) return `The S3 ${where} does not exist.`;
    if (status === 403) return `The S3 ${where} refused the credentials (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY).`;
    return `Cannot reach the S3 ${where}: ${(error as Error).message || (error as Error).name}.`;
  }
}
