// Pagination of the posting and profile lists of both signed-in areas: 10 a
// page, first/previous/next/last and the range label 'a-b de total'.

export const PAGE_SIZE = 10;

export function pageCount(total: number, size: number = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** Keeps a page number inside 1..pageCount. */
export function clampPage(page: number, total: number, size: number = PAGE_SIZE): number {
  return Math.min(Math.max(1, Math.trunc(page) || 1), pageCount(total, size));
}

/** '11-20 de 35'; '0-0 de 0' for an empty list. */
export function rangeLabel(page: number, total: number, size: number = PAGE_SIZE): string {
  if (total === 0) return '0-0 de 0';
  const current = clampPage(page, total, size);
  const first = (current - 1) * size + 1;
  return `${first}-${Math.min(current * size, total)} de ${total}`;
}

export function pageItems<T>(items: readonly T[], page: number, size: number = PAGE_SIZE): T[] {
  const current = clampPage(page, items.length, size);
  return items.slice((current - 1) * size, current * size);
}
