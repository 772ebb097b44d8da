// Astro integration: every build records which site and API addresses it was built for in
// `.build-target.json` beside its pages. The addresses are baked into the pages' code, so a build
// served on other ports calls an API that is not there; `npm start -- --no-build` reads this file
// to refuse such a build instead of serving it as current. Nothing secret is in it: the same
// addresses are in the shipped JavaScript.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export const BUILD_TARGET_FILE = '.build-target.json';

/** The addresses a build bakes in, as the build's environment gives them. */
export interface BuildTarget {
  readonly site: string;
  readonly usersApi: string;
  readonly businessApi: string;
  readonly dataApi: string;
}

export default function buildTarget(target: BuildTarget): AstroIntegration {
  return {
    name: 'enlista:build-target',
    hooks: {
      'astro:build:done': ({ dir }) => {
        writeFileSync(join(fileURLToPath(dir), BUILD_TARGET_FILE), `${JSON.stringify(target, null, 2)}\n`);
      },
    },
  };
}
