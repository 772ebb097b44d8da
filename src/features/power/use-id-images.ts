// State of the owner's two ID-card images: the chosen file, its preview (an object URL, revoked
// when replaced, cleared or unmounted) and its error. A file that breaks the rule is kept with
// its message so the submit can refuse it again (shown 4 s, submit aborted). A phone
// photo is shrunk in the browser first, so the rule judges (and the request carries) the small copy.
import { useCallback, useEffect, useRef, useState } from 'react';
import { shrinkImage, type ShrinkResult } from '../../lib/images/index.ts';
import { POWER_ID_IMAGE, REQUIRED_MESSAGE, checkFile } from '../../lib/validation/index.ts';
import type { IdImageSide } from './power-schema.ts';

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

export function useIdImages() {
  const [images, setImages] = useState<Images>(EMPTY);
  // Every URL still alive, so unmounting revokes them even between renders.
  const liveUrls = useRef(new Set<string>());

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

  /** Shrinks and keeps the new file (replacing the old one); resolves its error, if any. */
  const choose = useCallback(
    async (side: IdImageSide, picked: File): Promise<string | null> => {
      const shrink = await shrinkImage(picked, { targetBytes: POWER_ID_IMAGE.maxBytes });
      const file = shrink.file;
      const error = idImageError(file);
      const previewUrl = error ? null : URL.createObjectURL(file);
      if (previewUrl) liveUrls.current.add(previewUrl);
      setImages((current) => {
        revoke(current[side]);
        return { ...current, [side]: { chosen: { file, previewUrl, shrink }, error } };
      });
      return error;
    },
    [revoke],
  );

  /** Marks missing images as required; returns the messages of files that break the rule. */
  const checkAll = useCallback((): string[] => {
    const fileErrors: string[] = [];
    const next = { ...images };
    for (const side of ID_IMAGE_SIDES) {
      const { chosen, error } = images[side];
      if (!chosen) next[side] = { chosen: null, error: REQUIRED_MESSAGE };
      else if (error) fileErrors.push(error);
    }
    setImages(next);
    return fileErrors;
  }, [images]);

  const clear = useCallback(() => {
    for (const side of ID_IMAGE_SIDES) revoke(images[side]);
    setImages(EMPTY);
  }, [images, revoke]);

  return { images, choose, checkAll, clear };
}
