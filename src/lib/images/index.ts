// Public surface of the image module.
export { MAX_SIDE } from './encode.ts';
export { SHRINK_TARGET_BYTES, isShrinkable, shrinkImage, type ShrinkResult } from './shrink.ts';
export { formatMegabytes, shrinkLine } from './sizes.ts';
