// Company area, 'Resumen': reached from the sidebar, four charts drawn from the demo data, each
// with its figures behind 'Ver datos'; axe on the view with a table open, at 1366 and 375 px.
import { POSTING_STATE_TEXT, postingState, type PostingState } from '../../src/lib/posting.ts';
import { calendarDayInChile } from '../../src/lib/format/date.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expectNoHorizontalScroll } from './wcag-checks.ts';
import { COMPANY, apiToken, reset, signInCompany } from './business-support.ts';
import { expect, test } from './fixtures.ts';

test.beforeEach(async ({ apiURL }) => {
  await reset(apiURL);
});

const CHARTS = [
  'Registros por semana (últimas 12 semanas)',
  'Postulantes por publicación (10 con más postulantes)',
  'Publicaciones por estado',
  'Perfiles registrados por región',
];

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 375, height: 800 },
]) {
  test(`the summary shows four charts with their data at ${viewport.width} px`, async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    await signInCompany(page);
    await page.getByRole('navigation', { name: 'Panel de empresa' }).getByRole('link', { name: 'Resumen' }).click();
    await expect(page).toHaveURL(/\/business\/dashboard\/summary$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Resumen' })).toBeFocused();
    for (const title of CHARTS) {
      await expect(page.getByRole('region', { name: title }).getByRole('img', { name: title })).toBeVisible();
    }
    const status = page.getByRole('region', { name: 'Publicaciones por estado' });
    await status.getByRole('button', { name: 'Ver datos' }).click();
    await expect(status.getByRole('table', { name: 'Publicaciones por estado' })).toBeVisible();
    await expect(status.getByRole('row', { name: /^Total/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page, viewport.width);
    await page.screenshot({ path: testInfo.outputPath(`resumen-${viewport.width}.png`), fullPage: true });
  });
}

test('the summary counts what the postings list shows, by the one state rule', async ({ page, apiURL }) => {
  test.setTimeout(60_000);
  const token = await apiToken(apiURL, COMPANY);
  // The demo company's own postings, switched off and past-start ones among them.
  const answer = await fetch(`${apiURL}/business/job-postings`, { headers: { 'auth-business': token } });
  const { data: postings } = (await answer.json()) as {
    data: { title: string; is_active: boolean; start_time: string }[];
  };
  const today = calendarDayInChile(new Date());
  const count = (state: PostingState) => postings.filter((posting) => postingState(posting, today) === state).length;
  expect(count('inactive')).toBeGreaterThan(0);
  expect(count('started')).toBeGreaterThan(0);

  await signInCompany(page);
  // The list names each state as the summary counts it.
  const started = postings.find((posting) => postingState(posting, today) === 'started');
  const inactive = postings.find((posting) => postingState(posting, today) === 'inactive');
  for (const [posting, text] of [
    [started, 'Inicio vencido'],
    [inactive, 'Inactiva'],
  ] as const) {
    if (!posting) throw new Error('the demo lacks a posting in each state');
    await page.getByLabel('Buscar en mis publicaciones').fill(posting.title);
    await page.getByRole('search', { name: 'Buscar publicaciones' }).getByRole('button').first().click();
    const card = page.getByRole('article', { name: posting.title });
    await expect(card).toContainText(text);
    await expect(card).not.toContainText(/\bActiva\b/);
  }

  await page.getByRole('navigation', { name: 'Panel de empresa' }).getByRole('link', { name: 'Resumen' }).click();
  const status = page.getByRole('region', { name: 'Publicaciones por estado' });
  await status.getByRole('button', { name: 'Ver datos' }).click();
  for (const state of ['active', 'inactive', 'started'] as const) {
    const row = status.getByRole('row', { name: new RegExp(`^${POSTING_STATE_TEXT[state].many} `) });
    await expect(row).toHaveText(`${POSTING_STATE_TEXT[state].many}${count(state)}`);
  }
});
