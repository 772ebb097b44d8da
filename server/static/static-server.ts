// Serves the built site (`dist/`) the way a static host does: existing files first, then the
// rewrites of `_redirects`, else `404.html` with status 404; headers from `_headers`; gzip for
// text. Used by `npm start` and the end-to-end tests. Rule files (`_headers`, `_redirects`) and
// dotfiles are never served (only `/.well-known/`), and every answer, redirects and refusals
// included, carries the site-wide security headers of the `/*` block.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { SERVER_TIMEOUTS, closeSilentConnections, timeoutOptions, type ServerTimeouts } from '../lib/timeouts.ts';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { createGzip } from 'node:zlib';
import { findRedirect, headersFor, parseHeaders, parseRedirects } from './rules.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.mjs.map': 'application/json',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg)/;

function readRules(root: string, name: string): string {
  const file = join(root, name);
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

const RULE_FILES = new Set(['_headers', '_redirects']);

/** True for a path the host must keep to itself: a dotfile or dot-folder, or a rule file. */
export function isPrivatePath(decodedPath: string): boolean {
  const segments = decodedPath.split(/[/\\]/).filter(Boolean);
  return segments.some(
    (segment, index) =>
      RULE_FILES.has(segment) || (segment.startsWith('.') && !(index === 0 && segment === '.well-known')),
  );
}

/** Resolves a URL path to a file inside root, or null (never escapes root, never a private file). */
function resolveFile(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (isPrivatePath(decoded)) return null;
  const candidate = resolve(root, `.${normalize(`/${decoded}`)}`);
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  for (const file of [candidate, join(candidate, 'index.html'), `${candidate}.html`]) {
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

export function createStaticServer(rootDir: string, timeouts: ServerTimeouts = SERVER_TIMEOUTS): Server {
  const root = resolve(rootDir);
  const redirects = parseRedirects(readRules(root, '_redirects'));
  const headerRules = parseHeaders(readRules(root, '_headers'));
  const siteHeaders = headerRules.filter((rule) => rule.pattern === '/*').flatMap((rule) => rule.headers);

  /** An answer without a file body (redirect, refusal), with the site-wide headers. */
  function bare(res: ServerResponse, status: number, headers: Record<string, string>, body?: string) {
    for (const [name, value] of siteHeaders) res.appendHeader(name, value);
    res.writeHead(status, headers).end(body);
  }

  function send(req: IncomingMessage, res: ServerResponse, file: string, status: number, pathname: string) {
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    for (const [name, value] of headersFor(headerRules, pathname)) res.appendHeader(name, value);
    res.setHeader('Content-Type', type);
    if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    else res.setHeader('Content-Length', statSync(file).size);
    res.writeHead(status);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
  }

  const server = createServer(timeoutOptions(timeouts), (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      bare(res, 405, { Allow: 'GET, HEAD' });
      return;
    }
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname.includes('//')) {
      bare(res, 301, { Location: pathname.replace(/\/{2,}/g, '/') });
      return;
    }
    const direct = resolveFile(root, pathname);
    if (direct) {
      send(req, res, direct, 200, pathname);
      return;
    }
    const rule = findRedirect(redirects, pathname);
    if (rule && rule.status === 200) {
      const target = resolveFile(root, rule.target);
      if (target) {
        send(req, res, target, 200, pathname);
        return;
      }
    } else if (rule) {
      bare(res, rule.status, { Location: rule.target });
      return;
    }
    const notFound = join(root, '404.html');
    if (existsSync(notFound)) send(req, res, notFound, 404, pathname);
    else bare(res, 404, { 'Content-Type': 'text/plain; charset=utf-8' }, '404');
  });
  return closeSilentConnections(server, timeouts);
}
