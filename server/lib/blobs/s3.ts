// The S3-compatible file store (AWS S3, MinIO, or any service that speaks the S3 API): one bucket,
// a key being the object's name. A PUT replaces an object in one step, so a reader sees the old
// object or the whole new one. Bytes already in memory go in one PUT; a stream goes up in parts
// (lib-storage's Upload), so an upload is never held whole in memory; a failed one is aborted.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertBlobKey, assertBlobPrefix, nodeBody, type BlobBody, type BlobStore, type StoredBlob } from './store.ts';

export interface S3Settings {
  /** The service's URL (https://s3.amazonaws.com, http://minio:9000…). */
  readonly endpoint: string;
  readonly bucket: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  /** Bucket in the path (http://host/bucket/key) rather than the host name; MinIO needs it. */
  readonly forcePathStyle: boolean;
}

function isMissing(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
  }
  return false;
}

export function s3BlobStore(settings: S3Settings): BlobStore {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  const Bucket = settings.bucket;

  return {
    kind: 's3',
    async put(key: string, body: BlobBody): Promise<void> {
      assertBlobKey(key);
      const source = nodeBody(body);
      if (source instanceof Uint8Array) {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: source, ContentLength: source.byteLength }));
        return;
      }
      await new Upload({ client, params: { Bucket, Key: key, Body: source }, leavePartsOnError: false }).done();
    },
    async get(key: string): Promise<StoredBlob | null> {
      assertBlobKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return null;
        return {
          size: answer.ContentLength ?? 0,
          stream: answer.Body.transformToWebStream() as ReadableStream<Uint8Array>,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key: string): Promise<boolean> {
      assertBlobKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(key: string): Promise<void> {
      assertBlobKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    list(prefix: string): AsyncIterable<string> {
      assertBlobPrefix(prefix);
      return (async function* () {
        let ContinuationToken: string | undefined;
        do {
          const page = await client.send(
            new ListObjectsV2Command({ Bucket, ...(prefix ? { Prefix: prefix } : {}), ContinuationToken }),
          );
          for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
          ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (ContinuationToken);
      })();
    },
    async check(): Promise<void> {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
