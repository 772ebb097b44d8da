// State of the owner's two ID-card images: the chosen file, its preview (an object URL, revoked
// when replaced, cleared or unmounted) and its error. A file that breaks the rule is kept with
// its message so the submit can refuse it again (shown 4 s, submit aborted). A phone
// photo is shrunk in the browser first, so the rule judges (and the request carries) the small copy;
// a submit pressed meanwhile waits for it instead of judging the images as they were before.
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePendingWork } from '@/components/form/use-pending-work.ts';
import type { ShrinkResult } from '@/lib/images/index.ts';
import { POWER_ID_IMAGE, REQUIRED_MESSAGE, checkFile } from '@/lib/validation/index.ts';
import { readDraftFile } from '@/stores/drafts.ts';
import type { IdImageSide } from '@/lib/contract/power.ts';

// Image shrinking loads when the first photo is chosen, not with the page.
const loadShrink = () => import('@/lib/images/shrink.ts');

export const FILE_ERROR_ALERT_MS = 4000;

export interface ChosenImage {
  /** The file to send: the shrunk copy, or the picked file when it was left as it was. */
  readonly file: File;
  /** What shrinking did, for the sizes shown under the preview. */
  readonly shrink?: ShrinkResult;
  /** Object URL of a valid image; null when the file breaks the rule. */
  readonly previewUrl: string | null;
}

export interface IdImageState {
  readonly chosen: ChosenImage | null;
  readonly error: string | null;
}

export type Images = Readonly<Record<IdImageSide, IdImageState>>;

const EMPTY: Images = { front: { chosen: null, error: null }, back: { chosen: null, error: null } };
export const ID_IMAGE_SIDES: readonly IdImageSide[] = ['front', 'back'];

/** The rule's message for a file, or null when it may be sent. */
export function idImageError(file: File | null): string | null {
  const result = checkFile(file, POWER_ID_IMAGE);
  return result.ok ? null : result.message;
}

/** Both files when both are chosen and valid, else null. */
export function readyFiles(images: Images): Record<IdImageSide, File> | null {
  const { front, back } = images;
  if (!front.chosen || !back.chosen || front.error || back.error) return null;
  return { front: front.chosen.file, back: back.chosen.file };
}

/** Whether a side stops the submit: no image, or one that breaks the rule. */
function blocks(image: IdImageState): boolean {
  return !image.chosen || Boolean(image.error);
}

/** What became of a pick: dropped when a newer pick (or a clear) replaced it while it was prepared. */
export type ChooseOutcome = { readonly kept: false } | { readonly kept: true; readonly error: string | null };

export function useIdImages() {
  const [images, setImages] = useState<Images>(EMPTY);
  // The images as of this moment, for a submit that waited for a photo to land.
  const latest = useRef<Images>(EMPTY);
  // Every URL still alive, so unmounting revokes them even between renders.
  const liveUrls = useRef(new Set<string>());
  const preparing = usePendingWork();
  const { run, isPending, settle, dropAll } = preparing;

  const update = useCallback((next: Images) => {
    latest.current = next;
    setImages(next);
  }, []);

  const revoke = useCallback((image: IdImageState) => {
    const url = image.chosen?.previewUrl;
    if (!url) return;
    URL.revokeObjectURL(url);
    liveUrls.current.delete(url);
  }, []);

  useEffect(() => {
    const urls = liveUrls.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  /** Shrinks and keeps the new file (replacing the old one); resolves whether it was kept, and its error. */
  const choose = useCallback(
    (side: IdImageSide, picked: File): Promise<ChooseOutcome> =>
      run(side, async (isCurrent) => {
        const { shrinkImage } = await loadShrink();
        const shrink = await shrinkImage(picked, { targetBytes: POWER_ID_IMAGE.maxBytes });
        if (!isCurrent()) return { kept: false };
        const file = shrink.file;
        const error = idImageError(file);
        const previewUrl = error ? null : URL.createObjectURL(file);
        if (previewUrl) liveUrls.current.add(previewUrl);
        revoke(latest.current[side]);
        update({ ...latest.current, [side]: { chosen: { file, previewUrl, shrink }, error } });
        return { kept: true, error };
      }),
    [run, revoke, update],
  );

  /**
   * Brings back the images kept on this device under `key`, each side unless the person picks
   * another meanwhile (that pick wins); resolves, once they are read, whether any came back.
   */
  const restore = useCallback(
    async (key: string): Promise<boolean> => {
      const found = await Promise.all(
        ID_IMAGE_SIDES.map((side) =>
          run(side, async (isCurrent) => {
            const kept = await readDraftFile(key, side);
            if (!kept || !isCurrent()) return false;
            void choose(side, kept);
            return true;
          }),
        ),
      );
      return found.some(Boolean);
    },
    [run, choose],
  );

  /**
   * Marks missing images as required; returns the messages of files that break the rule. A photo
   * still being prepared is judged once it lands.
   */
  const checkAll = useCallback((): string[] => {
    const current = latest.current;
    const fileErrors: string[] = [];
    const next = { ...current };
    for (const side of ID_IMAGE_SIDES) {
      if (isPending(side)) continue;
      const { chosen, error } = current[side];
      if (!chosen) next[side] = { chosen: null, error: REQUIRED_MESSAGE };
      else if (error) fileErrors.push(error);
    }
    update(next);
    return fileErrors;
  }, [isPending, update]);

  /**
   * The files to send, read once no photo is being prepared any more: at once when none was (the
   * check made as the submit began stands), else after waiting for them and checking them like a
   * submit does (their messages go to `onFileError`). Null when an image is missing or refused, or
   * when another submit is already waiting.
   */
  const filesToSend = useCallback(
    async (onFileError: (message: string) => void): Promise<Record<IdImageSide, File> | null> => {
      if (isPending()) {
        // A side already missing or refused stops the submit without waiting: its error is shown.
        if (ID_IMAGE_SIDES.some((side) => !isPending(side) && blocks(latest.current[side]))) return null;
        if (!(await settle())) return null;
        checkAll().forEach(onFileError);
      }
      return readyFiles(latest.current);
    },
    [isPending, settle, checkAll],
  );

  const clear = useCallback(() => {
    dropAll();
    for (const side of ID_IMAGE_SIDES) revoke(latest.current[side]);
    update(EMPTY);
  }, [dropAll, revoke, update]);

  return { images, preparing: preparing.waiting, choose, restore, checkAll, filesToSend, clear };
}
