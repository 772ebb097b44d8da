// Sizes as a person reads them in Chile: megabytes with a decimal comma ('4,8 MB'), and the line
// shown under a shrunk image ('4,8 MB → 0,6 MB').
import { onFirstUse } from '../format/on-first-use.ts';

const MEGABYTE = 1024 * 1024;
const megabytes = onFirstUse(
  () => new Intl.NumberFormat('es-CL', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

export function formatMegabytes(bytes: number): string {
  const value = bytes / MEGABYTE;
  return `${megabytes().format(value > 0 && value < 0.1 ? 0.1 : value)} MB`;
}

export function shrinkLine(originalBytes: number, finalBytes: number): string {
  return `${formatMegabytes(originalBytes)} → ${formatMegabytes(finalBytes)}`;
}
