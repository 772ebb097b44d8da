// `npm start -- --no-build` serves dist/ only when dist/ was built for the ports it is about to use:
// a build made by the test or bench scripts for their temporary ports would call an API that is gone.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_TARGET_FILE } from '../integrations/build-target.ts';
import { buildTargetMismatch, targetOf } from './lib/build-target.ts';
import { siteEnv } from './lib/run.ts';

function builtFor(sitePort: number, apiPort: number): string {
  const root = mkdtempSync(join(tmpdir(), 'enlista-stamp-'));
  mkdirSync(join(root, 'dist'));
  writeFileSync(join(root, 'dist', BUILD_TARGET_FILE), JSON.stringify(targetOf(siteEnv(sitePort, apiPort))));
  return root;
}

describe('build target of a built folder', () => {
  it('matches a build made for the same site and API addresses', () => {
    const root = builtFor(4321, 8787);
    expect(buildTargetMismatch(join(root, 'dist'), targetOf(siteEnv(4321, 8787)))).toBeNull();
  });

  it('names every address that differs', () => {
    const root = builtFor(41001, 41002);
    expect(buildTargetMismatch(join(root, 'dist'), targetOf(siteEnv(4321, 8787)))).toBe(
      `${join(root, 'dist')}/ was built for other addresses: site http://localhost:41001 instead of http://localhost:4321, ` +
        'usersApi http://localhost:41002 instead of http://localhost:8787, businessApi http://localhost:41002 instead of ' +
        'http://localhost:8787, dataApi http://localhost:41002 instead of http://localhost:8787',
    );
  });

  it('says so when the folder holds no stamped build', () => {
    const root = mkdtempSync(join(tmpdir(), 'enlista-stamp-'));
    expect(buildTargetMismatch(join(root, 'dist'), targetOf({}))).toMatch(/holds no build/);
  });
});

describe('npm start -- --no-build', () => {
  it('refuses a dist/ built for other ports and says how to fix it, without starting any server', () => {
    const root = builtFor(41001, 41002);
    const result = spawnSync(process.execPath, [resolve('scripts/start.ts'), '--no-build'], {
      cwd: root,
      env: { ...process.env, PORT: '4321', API_PORT: '8787' },
      encoding: 'utf8',
      timeout: 15_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('dist/ was built for other addresses: site http://localhost:41001');
    expect(result.stderr).toContain('Run `npm start` without --no-build to build it for http://localhost:4321.');
  });
});
