// A built site for other ports, without building it again. The site's and the APIs' addresses
// are the only bytes of a build that depend on where it is served (they are baked into the pages,
// the code, the CSP, the sitemap and the service worker, sometimes regex-escaped), so the test run
// builds once and gives each further shard a copy with its own ports written in. The copy keeps
// the chunk names of the original: they are names, never checked against the content.
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { BUILD_TARGET_FILE, type BuildTarget } from '../../integrations/build-target.ts';

/** Files that may carry an address: text the site serves, and the build's own record. */
const TEXT_FILES = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.txt', '.webmanifest', '']);

/** The `localhost` port of an address, or a sentence saying why it cannot be retargeted. */
function localPort(address: string): number {
  const url = new URL(address);
  if (url.hostname !== 'localhost' || url.port === '')
    throw new Error(`not a localhost address with a port: ${address}`);
  return Number(url.port);
}

/** Old port → new port for every address of the target (the three APIs share one local API). */
export function portMap(from: BuildTarget, to: BuildTarget): Map<number, number> {
  const map = new Map<number, number>();
  for (const key of Object.keys(from) as (keyof BuildTarget)[]) {
    const [before, after] = [localPort(from[key]), localPort(to[key])];
    if (map.has(before) && map.get(before) !== after) throw new Error(`port ${before} would go to two places`);
    map.set(before, after);
  }
  return map;
}

/** `text` with every `localhost:<old port>` (a whole port, not a prefix of a longer one) moved. */
export function retargetText(text: string, ports: ReadonlyMap<number, number>): string {
  return text.replace(/localhost:(\d+)(?!\d)/g, (match, port: string) => {
    const moved = ports.get(Number(port));
    return moved === undefined ? match : `localhost:${moved}`;
  });
}

function filesBelow(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesBelow(path) : [path];
  });
}

/**
 * Copies the build in `source` (made for `from`) to `target`, with `to`'s ports written in, and
 * answers how many files changed. Throws when the copy would still name one of the old ports.
 */
export function retargetBuild(source: string, target: string, from: BuildTarget, to: BuildTarget): number {
  const ports = portMap(from, to);
  rmSync(target, { recursive: true, force: true });
  cpSync(source, target, { recursive: true });
  let changed = 0;
  for (const file of filesBelow(target)) {
    if (!TEXT_FILES.has(extname(file))) continue;
    const text = readFileSync(file, 'utf8');
    const moved = retargetText(text, ports);
    if (moved !== text) {
      writeFileSync(file, moved);
      changed++;
    }
  }
  const recorded = JSON.parse(readFileSync(join(target, BUILD_TARGET_FILE), 'utf8')) as BuildTarget;
  if (JSON.stringify(recorded) !== JSON.stringify(to))
    throw new Error(`${target} still records ${JSON.stringify(recorded)}`);
  return changed;
}
