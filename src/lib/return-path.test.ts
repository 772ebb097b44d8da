// The return path after signing in: only worker-area paths of this site are ever followed.
import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInAfterRegistration, workerLandingPath, workerSignInPath } from './return-path.ts';

const ORIGIN = 'https://enlista.cl';

describe('safeReturnPath', () => {
  it('keeps a worker-area path with its query and hash', () => {
    const path = '/user/dashboard/job-postings?business=transportes-andes&rgs=andes-2025#12';
    expect(safeReturnPath(path, ORIGIN)).toBe(path);
    expect(safeReturnPath('/user/dashboard', ORIGIN)).toBe('/user/dashboard');
  });

  it.each([
    ['another origin', 'https://evil.example/user/dashboard/home'],
    ['a protocol-relative address', '//evil.example/user/dashboard/home'],
    ['a backslash read as a slash', '/\\evil.example/user/dashboard/home'],
    ['a tab the parser drops', '/\t/evil.example/user/dashboard/home'],
    ['a newline', '/user/dashboard/home\n'],
    ['a script URL', 'javascript:alert(1)//user/dashboard/home'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'user/dashboard/home'],
    ['a dot segment that leaves the area', '/user/dashboard/../../login'],
    ['an encoded dot segment', '/user/dashboard/%2e%2e/%2e%2e/login'],
    ['a look-alike prefix', '/user/dashboardx'],
    ['a public page', '/contacto'],
    ['the company area', '/business/dashboard'],
    ['an empty value', ''],
    ['a missing value', null],
    ['an overlong value', `/user/dashboard/home?x=${'a'.repeat(2000)}`],
  ])('refuses %s', (_case, value) => {
    expect(safeReturnPath(value, ORIGIN)).toBeNull();
  });
});

describe('workerLandingPath', () => {
  it('returns to a valid `volver` and otherwise opens the home', () => {
    const back = '/user/dashboard/job-postings?business=a&rgs=b#7';
    expect(workerLandingPath(`?rgs=b&volver=${encodeURIComponent(back)}`, ORIGIN)).toBe(back);
    expect(workerLandingPath('?rgs=b&volver=https%3A%2F%2Fevil.example', ORIGIN)).toBe('/user/dashboard/home');
    expect(workerLandingPath('?rgs=b', ORIGIN)).toBe('/user/dashboard/home');
  });
});

describe('workerSignInPath', () => {
  it("sends a worker's shared address to the company's sign-in, carrying it back", () => {
    const place = {
      pathname: '/user/dashboard/job-postings',
      search: '?business=transportes-andes&rgs=andes-2025',
      hash: '#12',
      origin: ORIGIN,
    };
    expect(workerSignInPath(place)).toBe(
      '/login/transportes-andes?rgs=andes-2025&volver=%2Fuser%2Fdashboard%2Fjob-postings%3Fbusiness%3Dtransportes-andes%26rgs%3Dandes-2025%2312',
    );
  });

  it('has nowhere to go without the company link in the address', () => {
    expect(
      workerSignInPath({ pathname: '/user/dashboard/home', search: '?rgs=x', hash: '', origin: ORIGIN }),
    ).toBeNull();
  });
});

describe('signInAfterRegistration', () => {
  const LOGIN = '/login/transportes-andes?rgs=andes-2025';
  const ORIGIN = 'https://enlista.cl';

  it("carries the registration's return to the worker area on to the sign-in", () => {
    const back = '/user/dashboard/job-postings?business=transportes-andes&rgs=andes-2025#12';
    expect(signInAfterRegistration(LOGIN, `?rgs=andes-2025&volver=${encodeURIComponent(back)}`, ORIGIN)).toBe(
      `${LOGIN}&volver=${encodeURIComponent(back)}`,
    );
  });

  it('drops a return that leaves the worker area, and leaves the sign-in alone without one', () => {
    expect(signInAfterRegistration(LOGIN, '?volver=%2F%2Fevil.example%2Fuser%2Fdashboard', ORIGIN)).toBe(LOGIN);
    expect(signInAfterRegistration(LOGIN, '?rgs=andes-2025', ORIGIN)).toBe(LOGIN);
  });
});
