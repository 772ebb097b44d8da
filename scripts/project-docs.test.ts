// The README, the deploying notes and .env.example keep up with the project: every npm script and
// every environment variable is documented, the nginx rules mirror the rewrites and headers that
// ship with the build, and CI runs the README's test command.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import astroConfig from '../astro.config.mjs';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const readme = read('README.md');
const deploying = read('docs/deploying.md');
const envExample = read('.env.example');

/** The section under the `## title` heading of a Markdown text. */
function section(title: string, text = readme): string {
  const start = text.indexOf(`\n## ${title}\n`);
  expect(start, `section ${title}`).toBeGreaterThan(-1);
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end < 0 ? undefined : end);
}

describe('README, deploying notes and .env.example', () => {
  it('document every npm script', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    const documented = section('Scripts');
    for (const name of Object.keys(scripts)) {
      const forms = [`\`npm run ${name}\``, `\`npm ${name}\``, `\`${name}\``];
      expect(
        forms.some((form) => documented.includes(form)),
        `script ${name}`,
      ).toBe(true);
    }
  });

  it('document every variable of the astro:env schema, in the deploying notes and in .env.example', () => {
    const names = Object.keys(astroConfig.env?.schema ?? {});
    expect(names.length).toBeGreaterThanOrEqual(6);
    const table = section('Environment variables', deploying);
    for (const name of names) {
      expect(table, name).toContain(`\`${name}\``);
      expect(envExample, name).toMatch(new RegExp(`^# .+\\n${name}=`, 'm'));
    }
  });

  it('document every variable the local API reads', () => {
    const config = read('server/config.ts');
    const names = [...config.matchAll(/^ {2}([A-Z_]+): /gm)].map((match) => match[1] as string);
    expect(names).toContain('SITE_ORIGIN');
    for (const name of names) {
      expect(section('Environment variables', deploying), name).toContain(`\`${name}\``);
      expect(envExample, name).toContain(`# ${name}=`);
    }
  });

  it('give nginx rules for every rewrite and every header that ships with the build', () => {
    const nginx = [...deploying.matchAll(/```nginx\n([\s\S]*?)```/g)].map((match) => match[1]).join('\n');
    const rewrites = read('public/_redirects')
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('#'))
      .map((line) => line.trim().split(/\s+/));
    expect(rewrites.length).toBeGreaterThanOrEqual(6);
    for (const [from = '', to = ''] of rewrites) {
      const prefix = from.replace(/\*$/, '');
      expect(nginx, from).toMatch(
        new RegExp(`location ${prefix} +\\{ try_files \\$uri \\$uri/index\\.html ${to}; \\}`),
      );
    }
    const headers = [...read('public/_headers').matchAll(/^ {2}([\w-]+): (.+)$/gm)];
    for (const [, name = '', value = ''] of headers) {
      const quoted = value.includes(' ') ? `"${value}"` : value;
      expect(nginx, name).toContain(`add_header ${name} ${quoted} always;`);
    }
    expect(nginx).toContain('error_page 404 /404.html;');
    // A location with its own add_header drops the server's: the immutable one repeats the rest.
    expect(nginx).toMatch(/location \/_astro\/ \{\n {2}include snippets\/enlista-headers\.conf;/);
  });

  it('name the test command that CI runs', () => {
    expect(section('Test it')).toContain('```sh\nnpm test\n```');
    const ci = read('.ci/run').trim().split('\n');
    expect(ci.at(-1)).toBe('npm test');
    expect(ci).toContain('npm ci --no-audit --no-fund');
  });
});
