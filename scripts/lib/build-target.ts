// Whether a built folder was built for the addresses a command is about to serve it with. A build
// made by the test, bench or load scripts for their own temporary ports must not be served by
// `npm start -- --no-build` as if it were current: every page would call an API that is gone.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_TARGET_FILE, type BuildTarget } from '../../integrations/build-target.ts';

const LOCAL_API = 'http://localhost:8787';

/** The target a build made with `env` (the variables `siteEnv` gives, or none) records. */
export function targetOf(env: NodeJS.ProcessEnv): BuildTarget {
  return {
    site: env['PUBLIC_SITE_URL'] ?? 'http://localhost:4321',
    usersApi: env['PUBLIC_USERS_API_URL'] ?? LOCAL_API,
    businessApi: env['PUBLIC_BUSINESS_API_URL'] ?? LOCAL_API,
    dataApi: env['PUBLIC_DATA_API_URL'] ?? LOCAL_API,
  };
}

/** null when `dir` holds a build for `expected`; otherwise what is wrong, in a sentence. */
export function buildTargetMismatch(dir: string, expected: BuildTarget): string | null {
  const file = join(dir, BUILD_TARGET_FILE);
  if (!existsSync(file)) return `${dir}/ holds no build (or one too old to say what it was built for)`;
  let built: Partial<BuildTarget>;
  try {
    built = JSON.parse(readFileSync(file, 'utf8')) as Partial<BuildTarget>;
  } catch {
    return `${dir}/${BUILD_TARGET_FILE} cannot be read`;
  }
  const differences = (Object.keys(expected) as (keyof BuildTarget)[])
    .filter((key) => built[key] !== expected[key])
    .map((key) => `${key} ${built[key] ?? '(none)'} instead of ${expected[key]}`);
  return differences.length === 0 ? null : `${dir}/ was built for other addresses: ${differences.join(', ')}`;
}
