// Password recovery journeys against the local API: request → outbox link → new
// password → login with it, in both link forms; used and made-up tokens; keyboard use; axe on
// every state (invalid company links: auth-links.spec.ts).
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

const ANDES_RESET = '/resetpassword/transportes-andes?rgs=andes-2025';

test.beforeEach(async ({ request, apiURL }) => {
  await request.post(`${apiURL}/_dev/reset`);
});

interface Mail {
  to: string;
  subject: string;
  links: string[];
}

async function resetLinks(request: APIRequestContext, apiURL: string, to: string): Promise<string[]> {
  const outbox = (await (await request.get(`${apiURL}/_dev/outbox`)).json()) as Mail[];
  const mail = outbox.find((entry) => entry.to === to && entry.subject === 'Restablece tu contraseña');
  // The links carry the API's site origin; follow them on the site under test.
  return (mail?.links ?? []).map((link) => {
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  });
}

async function requestReset(page: Page, email: string) {
  await page.goto(ANDES_RESET);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByText('Revisa tu correo')).toBeVisible();
}

async function setNewPassword(page: Page, password: string) {
  await page.getByLabel('Nueva contraseña', { exact: true }).fill(password);
  await page.getByLabel('Confirmar contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Contraseña actualizada')).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/login/transportes-andes' && url.search === '?rgs=andes-2025');
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

test.describe('recovery journey', () => {
  test.use({ allowConsoleErrors: ['400'] });

  for (const [form, index] of [
    ['query form (?rgs=…&token=…)', 0],
    ['path form (/{name_business}/{token})', 1],
  ] as const) {
    test(`request → outbox link → new password → login, ${form}`, async ({ page, request, apiURL }) => {
      await requestReset(page, 'trabajador@demo.cl');
      const links = await resetLinks(request, apiURL, 'trabajador@demo.cl');
      expect(links).toHaveLength(2);
      const link = links[index] ?? '';
      expect(link).toMatch(
        index === 0
          ? /^\/resetpassword\/transportes-andes\?rgs=andes-2025&token=/
          : /^\/resetpassword\/transportes-andes\/[\w-]+\?rgs=andes-2025$/,
      );

      await page.goto(link);
      await expect(page.getByRole('heading', { name: 'Crea una nueva contraseña' })).toBeVisible();
      await expectNoAxeViolations(page);
      await setNewPassword(page, 'NuevaClave2025');

      await signIn(page, 'trabajador@demo.cl', 'NuevaClave2025');
      await page.waitForURL('**/user/dashboard/home');
      await expect(
        page.getByText('Te damos la bienvenida al portal de conductores de Transportes Andes').first(),
      ).toBeVisible();

      // The link is single-use: it now returns to the request form.
      await page.goto(link);
      await expect(
        page.getByText('El enlace para restablecer la contraseña no es válido o ya expiró.', { exact: false }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Enviar enlace' })).toBeVisible();
      await expect(page).toHaveURL(/\/resetpassword\/transportes-andes\?rgs=andes-2025$/);
    });
  }

  for (const link of [
    '/resetpassword/transportes-andes/token-inventado?rgs=andes-2025',
    '/resetpassword/transportes-andes?rgs=andes-2025&token=token-inventado',
  ]) {
    test(`a made-up token returns to the request form: ${link}`, async ({ page }) => {
      await page.goto(link);
      await expect(page.getByRole('button', { name: 'Enviar enlace' })).toBeVisible();
      await expect(page.getByText('Enlace no válido')).toBeVisible();
      await expect(page).toHaveURL(/\/resetpassword\/transportes-andes\?rgs=andes-2025$/);
      await expectNoAxeViolations(page);
    });
  }
});

test('the request form, its rules and its answer pass axe; the answer is the same for unknown e-mails', async ({
  page,
  request,
  apiURL,
}) => {
  await page.goto('/resetpassword/logistica-sur?rgs=sur-2025');
  await expect(
    page.getByText('Si el correo está registrado, te enviaremos un enlace para restablecer tu contraseña.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByText('Campo requerido')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Correo electrónico').fill('nadie@demo.cl');
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByText('Revisa tu correo')).toBeVisible();
  await expectNoAxeViolations(page);
  const outbox = (await (await request.get(`${apiURL}/_dev/outbox`)).json()) as Mail[];
  expect(outbox.filter((mail) => mail.to === 'nadie@demo.cl')).toEqual([]);
});

test('the new-password rules show their messages', async ({ page, request, apiURL }) => {
  await requestReset(page, 'trabajador@demo.cl');
  const [link = ''] = await resetLinks(request, apiURL, 'trabajador@demo.cl');
  await page.goto(link);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('La contraseña debe tener entre 8 y 25 caracteres')).toBeVisible();
  await expect(page.getByText('La confirmación de la contraseña es requerida')).toBeVisible();
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('NuevaClave2025');
  await page.getByLabel('Confirmar contraseña', { exact: true }).fill('OtraClave2025');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
  await page.getByRole('button', { name: 'Mostrar nueva contraseña' }).click();
  await expect(page.getByLabel('Nueva contraseña', { exact: true })).toHaveAttribute('type', 'text');
  await expectNoAxeViolations(page);
});

test('the new-password form works by keyboard: both toggles, then Enter saves', async ({ page, request, apiURL }) => {
  await requestReset(page, 'trabajador@demo.cl');
  const [link = ''] = await resetLinks(request, apiURL, 'trabajador@demo.cl');
  await page.goto(link);
  const password = page.getByLabel('Nueva contraseña', { exact: true });
  const confirmation = page.getByLabel('Confirmar contraseña', { exact: true });
  await expect(password).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(password).toBeFocused();
  await page.keyboard.type('Teclado2025');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Mostrar nueva contraseña' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(password).toHaveAttribute('type', 'text');
  await page.keyboard.press('Tab');
  await expect(confirmation).toBeFocused();
  await page.keyboard.type('Teclado2025');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Mostrar confirmar contraseña' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(confirmation).toHaveAttribute('type', 'text');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Guardar contraseña' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Contraseña actualizada')).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/login/transportes-andes');
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the recovery form of each demo tenant wears its brand and passes axe', async ({ page }) => {
      for (const [path, title, colour] of [
        [ANDES_RESET, 'Transportes Andes · Portal de conductores', '#0f766e'],
        ['/resetpassword/logistica-sur?rgs=sur-2025', 'Logística Sur · Portal de colaboradores', '#6d28d9'],
        ['/resetpassword', 'Enlista', '#0b5cab'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('button', { name: 'Enviar enlace' })).toBeVisible();
        await expect(page).toHaveTitle(`Recuperar contraseña | ${title}`);
        expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--brand'))).toBe(colour);
        await expectNoAxeViolations(page);
      }
    });
  });
}
