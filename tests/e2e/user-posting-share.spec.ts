// Sharing a posting from its detail: the link (the posting's public page, /ofertas/{id}) is copied
// with a confirmation (the share sheet on a phone), the WhatsApp link carries it, and the link
// opens that posting in a fresh tab, also for a person without a session, who signs in through
// the company link ('Postular') and lands on the posting's detail.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signInWorker, WORKER } from './user-dashboard-support.ts';

const PATH = '/user/dashboard/job-postings';
const COMPANY = '?business=transportes-andes&rgs=andes-2025';

test.beforeEach(async ({ request, apiURL }) => {
  await request.post(`${apiURL}/_dev/reset`);
});

/** Signs in, opens the first posting of the list and answers its id, title and shareable link. */
async function openFirstPosting(page: Page, baseURL: string) {
  await signInWorker(page);
  await page.goto(PATH);
  const link = page
    .getByRole('tabpanel')
    .getByRole('link', { name: /Ver detalle/ })
    .first();
  await link.click();
  await expect(page).toHaveURL(/#\d+$/);
  const id = new URL(page.url()).hash.slice(1);
  const detail = page.getByRole('complementary', { name: 'Detalle de la oferta' });
  const title = (await detail.getByRole('heading', { level: 3 }).textContent()) ?? '';
  return { id, title, detail, url: `${baseURL}/ofertas/${id}${COMPANY}` };
}

test('«Compartir» copies the link and says so; the WhatsApp link carries it', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const posting = await openFirstPosting(page, baseURL ?? '');
  await posting.detail.getByRole('button', { name: 'Compartir', exact: true }).click();
  await expect(posting.detail.getByRole('status')).toHaveText(
    'Enlace copiado. Pégalo donde quieras compartir la oferta.',
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(posting.url);

  const whatsapp = posting.detail.getByRole('link', { name: /Compartir por WhatsApp/ });
  const href = new URL((await whatsapp.getAttribute('href')) ?? '');
  expect(href.origin + href.pathname).toBe('https://wa.me/');
  expect(href.searchParams.get('text')).toBe(`Mira esta oferta de trabajo en Enlista: ${posting.title} ${posting.url}`);
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('«Compartir» opens the share sheet with the title and the link', async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(navigator, 'share', {
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
      Object.defineProperty(navigator, 'canShare', { value: () => true });
    });
    const posting = await openFirstPosting(page, baseURL ?? '');
    await posting.detail.getByRole('button', { name: 'Compartir', exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([
        {
          title: posting.title,
          text: `Mira esta oferta de trabajo en Enlista: ${posting.title}`,
          url: posting.url,
        },
      ]);
    await expect(posting.detail.getByRole('status')).toHaveText('');
  });

  test('the link opened in a fresh tab shows that posting, not the list', async ({ page, context, baseURL }) => {
    const posting = await openFirstPosting(page, baseURL ?? '');
    const fresh = await context.newPage();
    await fresh.goto(posting.url);
    await expect(fresh.getByRole('heading', { level: 1, name: posting.title })).toBeInViewport();
    await expect(fresh).toHaveTitle(`${posting.title} | Enlista`);
    await fresh.close();
  });

  test('a signed-out person signs in through the company link and lands on the posting', async ({
    page,
    browser,
    baseURL,
  }) => {
    const posting = await openFirstPosting(page, baseURL ?? '');
    const stranger = await browser.newContext({
      viewport: { width: 375, height: 812 },
      hasTouch: true,
      isMobile: true,
    });
    const phone = await stranger.newPage();
    try {
      await phone.goto(posting.url);
      await expect(phone.getByRole('heading', { level: 1, name: posting.title })).toBeVisible();
      await phone.getByRole('link', { name: 'Postular' }).click();
      await phone.waitForURL(/\/login\/transportes-andes\?rgs=andes-2025&volver=/);
      expect(new URL(phone.url()).searchParams.get('volver')).toBe(`${PATH}${COMPANY}#${posting.id}`);
      await phone.getByLabel('Correo electrónico').fill(WORKER.email);
      await phone.getByLabel('Contraseña', { exact: true }).fill(WORKER.password);
      await phone.getByRole('button', { name: 'Iniciar sesión' }).click();
      await phone.waitForURL((url) => url.pathname === PATH && url.hash === `#${posting.id}`);
      const detail = phone.getByRole('complementary', { name: 'Detalle de la oferta' });
      await expect(detail.getByRole('heading', { level: 3, name: posting.title })).toBeInViewport();
    } finally {
      await stranger.close();
    }
  });
});

test('a sign-in address whose return path leaves the worker area opens the home instead', async ({ page, baseURL }) => {
  await page.goto('/login/transportes-andes?rgs=andes-2025&volver=%2F%2Fevil.example%2Fuser%2Fdashboard%2Fhome');
  await page.getByLabel('Correo electrónico').fill(WORKER.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(WORKER.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL((url) => url.pathname === '/user/dashboard/home');
  expect(new URL(page.url()).origin).toBe(baseURL);
});
