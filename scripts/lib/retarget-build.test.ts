// One build serves every end-to-end shard: a copy for other ports moves each address, whole ports
// only, in pages, code (regex-escaped too) and the build's record.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_TARGET_FILE, type BuildTarget } from '../../integrations/build-target.ts';
import { portMap, retargetBuild, retargetText } from './retarget-build.ts';

const target = (site: number, api: number): BuildTarget => ({
  site: `http://localhost:${site}`,
  usersApi: `http://localhost:${api}`,
  businessApi: `http://localhost:${api}`,
  dataApi: `http://localhost:${api}`,
});

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('retargeting a build to other ports', () => {
  it('moves whole ports only, and leaves other addresses alone', () => {
    const ports = portMap(target(4434, 45169), target(40001, 40002));
    expect(retargetText('a http://localhost:4434/x b http://localhost:44349 c localhost:45169', ports)).toBe(
      'a http://localhost:40001/x b http://localhost:44349 c localhost:40002',
    );
    expect(retargetText(String.raw`c(/^http:\/\/localhost:45169\/api\/users\//`, ports)).toBe(
      String.raw`c(/^http:\/\/localhost:40002\/api\/users\//`,
    );
  });

  it('refuses a target whose addresses are not local ports, or one port going two ways', () => {
    expect(() => portMap({ ...target(1, 2), site: 'https://enlista.cl' }, target(3, 4))).toThrow(/not a localhost/);
    expect(() => portMap(target(5000, 5000), target(6000, 7000))).toThrow(/two places/);
  });

  it('copies a build with the new ports in its pages, code, sitemap and record', () => {
    const root = mkdtempSync(join(tmpdir(), 'retarget-'));
    folders.push(root);
    const source = join(root, 'a');
    mkdirSync(join(source, '_astro'), { recursive: true });
    const from = target(44349, 45169);
    writeFileSync(join(source, BUILD_TARGET_FILE), JSON.stringify(from));
    writeFileSync(join(source, 'index.html'), `<meta content="connect-src 'self' http://localhost:45169">`);
    writeFileSync(join(source, '_astro', 'framework.abc.js'), 'const api="http://localhost:45169";');
    writeFileSync(join(source, 'sitemap-0.xml'), '<loc>http://localhost:44349/</loc>');
    writeFileSync(join(source, 'logo.png'), 'localhost:45169');

    const to = target(41000, 42000);
    const changed = retargetBuild(source, join(root, 'b'), from, to);

    expect(changed).toBe(4);
    const read = (path: string) => readFileSync(join(root, 'b', path), 'utf8');
    expect(read('index.html')).toContain('http://localhost:42000');
    expect(read('_astro/framework.abc.js')).toBe('const api="http://localhost:42000";');
    expect(read('sitemap-0.xml')).toBe('<loc>http://localhost:41000/</loc>');
    expect(read('logo.png')).toBe('localhost:45169');
    expect(JSON.parse(read(BUILD_TARGET_FILE))).toEqual(to);
    expect(readFileSync(join(source, 'index.html'), 'utf8')).toContain('45169');
  });
});
