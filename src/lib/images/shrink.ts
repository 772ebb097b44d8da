// Shrinks a photo in the browser before it is checked and sent: a phone camera's 3–8 MB picture
// becomes a JPEG of at most 2000 px on its long side and under the target size (1 MB unless the
// rule asks for less), with the EXIF orientation applied and the EXIF data itself dropped. Work
// happens in a module worker with OffscreenCanvas where the browser has both, else on the main
// thread. PDFs, other kinds of file and images already small enough are returned untouched; so is
// a file the browser cannot decode, for the upload rule to judge.
import { MAX_SIDE, encodeUnder, paint } from './encode.ts';
import type { ShrinkAnswer, ShrinkJob } from './shrink.worker.ts';

export const SHRINK_TARGET_BYTES = 1024 * 1024;
const SHRINKABLE = new Set(['image/jpeg', 'image/jpg', 'image/png']);

export interface ShrinkResult {
  /** The file to check and send: the new JPEG, or the original. */
  readonly file: File;
  /** Size in bytes of what the person picked. */
  readonly originalBytes: number;
  /** True when `file` is a new, re-encoded image. */
  readonly shrunk: boolean;
}

export interface ShrinkOptions {
  /** Largest size wanted, in bytes; the module aims under min(target, 1 MB). */
  readonly targetBytes?: number | undefined;
  readonly maxSide?: number;
}

/** True for the kinds of file this module re-encodes (by MIME type or extension). */
export function isShrinkable(file: File): boolean {
  return SHRINKABLE.has(file.type.toLowerCase()) || (!file.type && /\.(jpe?g|png)$/i.test(file.name));
}

function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '');
  return `${base || 'imagen'}.jpg`;
}

type Shrinker = (job: Omit<ShrinkJob, 'id'>) => Promise<{ blob: Blob; kept: boolean }>;

async function onMainThread(job: Omit<ShrinkJob, 'id'>): Promise<{ blob: Blob; kept: boolean }> {
  const bitmap = await createImageBitmap(job.file, { imageOrientation: 'from-image' });
  try {
    if (job.file.size <= job.targetBytes && Math.max(bitmap.width, bitmap.height) <= job.maxSide) {
      return { blob: job.file, kept: true };
    }
    const blob = await encodeUnder(
      bitmap,
      job.targetBytes,
      (source, width, height, quality) => {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d');
        if (!context) return Promise.reject(new Error('no 2d context'));
        paint(context, source, width, height);
        return new Promise<Blob>((resolve, reject) =>
          canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encode failed'))), 'image/jpeg', quality),
        );
      },
      job.maxSide,
    );
    return { blob, kept: false };
  } finally {
    bitmap.close();
  }
}

let worker: Worker | null = null;
let nextJob = 1;
const pending = new Map<number, (answer: ShrinkAnswer) => void>();

function inWorker(job: Omit<ShrinkJob, 'id'>): Promise<{ blob: Blob; kept: boolean }> {
  if (!worker) {
    worker = new Worker(new URL('./shrink.worker.ts', import.meta.url), { type: 'module', name: 'shrink-image' });
    worker.addEventListener('message', (event: MessageEvent<ShrinkAnswer>) => {
      pending.get(event.data.id)?.(event.data);
      pending.delete(event.data.id);
    });
    worker.addEventListener('error', () => {
      // A worker that cannot start (an old engine, a blocked script): fail every waiting job so
      // that each falls back to the main thread, and never try the worker again.
      for (const [id, settle] of pending) settle({ id, error: 'worker failed' });
      pending.clear();
      canUseWorker = false;
      worker = null;
    });
  }
  const id = nextJob++;
  const started = worker;
  return new Promise((resolve, reject) => {
    pending.set(id, (answer) =>
      'error' in answer ? reject(new Error(answer.error)) : resolve({ blob: answer.blob, kept: answer.kept }),
    );
    started.postMessage({ id, ...job } satisfies ShrinkJob);
  });
}

let canUseWorker =
  typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined' && typeof createImageBitmap !== 'undefined';

const defaultShrinker: Shrinker = async (job) => {
  if (canUseWorker) {
    try {
      return await inWorker(job);
    } catch {
      // The worker could not decode or encode: the main thread gets its own try.
    }
  }
  return onMainThread(job);
};

export async function shrinkImage(file: File, options: ShrinkOptions = {}, shrinker: Shrinker = defaultShrinker) {
  const untouched: ShrinkResult = { file, originalBytes: file.size, shrunk: false };
  if (!isShrinkable(file)) return untouched;
  const targetBytes = Math.min(options.targetBytes ?? SHRINK_TARGET_BYTES, SHRINK_TARGET_BYTES);
  try {
    const { blob, kept } = await shrinker({ file, targetBytes, maxSide: options.maxSide ?? MAX_SIDE });
    // A re-encoding that came out larger than a file already under the target helps nobody.
    if (kept || (blob.size >= file.size && file.size <= targetBytes)) return untouched;
    const shrunk = new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
    return { file: shrunk, originalBytes: file.size, shrunk: true } satisfies ShrinkResult;
  } catch {
    return untouched;
  }
}
