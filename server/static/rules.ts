// Parses the static-host rule files that ship with the build: `_redirects` (rewrites and
// redirects, Netlify/Cloudflare format) and `_headers` (path-pattern header blocks).

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

export interface HeaderRule {
  pattern: string;
  headers: [name: string, value: string][];
}

const comment = /^\s*(#|$)/;

export function parseRedirects(text: string): RedirectRule[] {
  return text
    .split('\n')
    .filter((line) => !comment.test(line))
    .map((line) => {
      const [from = '', to = '', status = '301'] = line.trim().split(/\s+/);
      return { from, to, status: Number.parseInt(status, 10) };
    })
    .filter((rule) => rule.from.startsWith('/') && rule.to !== '' && Number.isInteger(rule.status));
}

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (comment.test(line)) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const separator = line.indexOf(':');
    const current = rules.at(-1);
    if (separator > 0 && current) {
      current.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
    }
  }
  return rules;
}

/** Matches a path against a pattern where a trailing `*` is a splat; returns the splat or null. */
export function matchPattern(pattern: string, pathname: string): string | null {
  if (pattern.endsWith('*')) {
    const prefix = pattern.slice(0, -1);
    if (pathname.startsWith(prefix)) return pathname.slice(prefix.length);
    // `/login/*` also covers `/login` itself.
    if (prefix.endsWith('/') && pathname === prefix.slice(0, -1)) return '';
    return null;
  }
  const normalise = (value: string) => (value.length > 1 ? value.replace(/\/$/, '') : value);
  return normalise(pattern) === normalise(pathname) ? '' : null;
}

export function findRedirect(rules: RedirectRule[], pathname: string): { target: string; status: number } | null {
  for (const rule of rules) {
    const splat = matchPattern(rule.from, pathname);
    if (splat !== null) return { target: rule.to.replace(':splat', splat), status: rule.status };
  }
  return null;
}

export function headersFor(rules: HeaderRule[], pathname: string): [string, string][] {
  return rules.filter((rule) => matchPattern(rule.pattern, pathname) !== null).flatMap((rule) => rule.headers);
}
