// `BENCH_PAGES=login,power npm run bench`: measure a few pages (and interactions) only. Each page
// and interaction of the bench has a key such as `login-link`, `register-fixed`, `public-home` or
// `inp-worker-tabs`; a filter item selects the keys equal to it or starting with it and a dash, so
// `register` selects both flows and the second entry, `public` every public page and `inp` every
// interaction.

/** The filter items of BENCH_PAGES, or null when every page is measured. */
export function parseFilter(value: string | undefined): readonly string[] | null {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
  return items.length > 0 ? items : null;
}

export function selects(filter: readonly string[] | null, key: string): boolean {
  return filter === null || filter.some((item) => key === item || key.startsWith(`${item}-`));
}

/** The filter items that select no key at all (most likely typos). */
export function unknownItems(filter: readonly string[] | null, keys: readonly string[]): string[] {
  return (filter ?? []).filter((item) => !keys.some((key) => selects([item], key)));
}

/** The key of a public page: `public-` and its path's slug, `public-home` for the home page. */
export function publicKey(path: string): string {
  const slug = path
    .replace(/\.html$/, '')
    .replace(/^\/+|\/+$/g, '')
    .replaceAll('/', '-');
  return `public-${slug || 'home'}`;
}
