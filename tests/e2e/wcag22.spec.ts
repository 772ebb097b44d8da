// WCAG 2.2 AA beyond axe, on every public page, every island page and every dashboard view at
// 375 and 1280 px, with reduced motion requested: target size, focus not obscured, reflow at
// 320 px, text spacing, forced colours and no motion at both widths; 200 % zoom and the password
// and code fields (paste, autocomplete) at 1280 px, where the criterion does not depend on width.
// Each page is loaded once per width and every check runs on that load. Status messages (4.1.3)
// are checked on the results of the asynchronous actions, one journey per kind of result.
import type { APIRequestContext, Page } from '@playwright/test';
import { sessionItems, type SeedKind } from '../support/session-seed.ts';
import { API_URL, expect, test } from './fixtures.ts';
import { hydrated } from './public-forms-support.ts';
import {
  expectAnnounced,
  expectAuthFieldsAcceptPasteAndAutofill,
  expectFocusNotObscured,
  expectFormsUsableZoomed,
  expectNoHorizontalScroll,
  expectNoMotion,
  expectTargetSize,
  expectTextSurvivesSpacing,
  expectVisibleInForcedColors,
} from './wcag-checks.ts';
import { mintPowerURL } from '../support/power-sample.ts';
import { DEMO_VERIFICATION_CODE } from '../../server/seed/signing.ts';

interface Context {
  page: Page;
  apiURL: string;
  request: APIRequestContext;
}

interface Target {
  name: string;
  open: (context: Context) => Promise<void>;
}

/** Loaded, with every island that waits to be seen hydrated (the page keeps its final height). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Screen by screen: an island hydrates only once it has been in view.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
}

const visit =
  (path: string) =>
  async ({ page }: Context) => {
    await page.goto(path);
    await settle(page);
  };

async function signedIn({ page, apiURL }: Context, kind: SeedKind, path: string) {
  const items = await sessionItems(apiURL, kind);
  await page.addInitScript((entries) => {
    for (const [name, value] of Object.entries(entries)) localStorage.setItem(name, value);
  }, items);
  await page.goto(path);
  await settle(page);
  await expect(page).toHaveURL(new RegExp(`^[^?#]*${path.replace(/\?.*/, '')}`));
}

interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly links: string[];
}

async function resetLink({ page, request, apiURL }: Context): Promise<string> {
  await page.goto('/resetpassword/transportes-andes?rgs=andes-2025');
  await page.getByLabel('Correo electrónico').fill('trabajador@demo.cl');
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByText('Revisa tu correo')).toBeVisible();
  // The outbox lists the newest mail first, and other journeys write to the same worker.
  const outbox = (await (await request.get(`${apiURL}/_dev/outbox`)).json()) as Mail[];
  const mail = outbox.find(
    (entry) => entry.to === 'trabajador@demo.cl' && entry.subject === 'Restablece tu contraseña',
  );
  const links = mail?.links ?? [];
  const url = new URL(links[0] ?? '');
  return `${url.pathname}${url.search}`;
}

const PUBLIC: Target[] = [
  '/',
  '/preguntas-frecuentes',
  '/terminos-condiciones',
  '/politicas-privacidad',
  '/accesibilidad',
  '/tus-derechos',
  '/contacto',
  '/verificar',
  '/no-existe',
].map((path) => ({ name: path, open: visit(path) }));

const ISLANDS: Target[] = [
  { name: 'company login link', open: visit('/login/transportes-andes?rgs=andes-2025') },
  { name: 'bare /login', open: visit('/login') },
  { name: 'password recovery', open: visit('/resetpassword/transportes-andes?rgs=andes-2025') },
  {
    name: 'reset link',
    open: async (context) => {
      await context.page.goto(await resetLink(context));
      await settle(context.page);
      await expect(context.page.getByLabel('Nueva contraseña', { exact: true })).toBeVisible();
    },
  },
  { name: 'registration, fixed flow', open: visit('/register/transportes-andes?rgs=andes-2025') },
  { name: 'registration, dynamic flow', open: visit('/register/logistica-sur?rgs=sur-2025') },
  { name: 'registration, second entry', open: visit('/register-main/logistica-sur?rgs=sur-2025') },
  {
    name: 'simple power',
    open: async ({ page, apiURL }) => {
      await page.goto(await mintPowerURL(apiURL));
      await settle(page);
    },
  },
  {
    name: 'a shared posting',
    open: async ({ page }) => {
      await page.goto('/ofertas/1?business=transportes-andes&rgs=andes-2025');
      await settle(page);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Abriendo la oferta…');
    },
  },
  {
    name: 'a signed document verified',
    open: visit(`/verificar?codigo=${DEMO_VERIFICATION_CODE}`),
  },
  {
    name: "the owner's power signing",
    open: async ({ page, apiURL }) => {
      const minted = await fetch(`${apiURL}/_dev/power-owner-token`, { method: 'POST' });
      await page.goto(`/firmar-poder?t=${((await minted.json()) as { token: string }).token}`);
      await settle(page);
      await expect(page.getByLabel('Tu RUT')).toBeVisible();
    },
  },
];

const DASHBOARDS: Target[] = [
  ...['home', 'settings', 'settings/seguridad', 'settings/banco-detalles', 'job-postings'].map((view) => ({
    name: `worker ${view}`,
    open: (context: Context) => signedIn(context, 'user', `/user/dashboard/${view}`),
  })),
  ...['', '/job-postings', '/profiles', '/summary'].map((view) => ({
    name: `company dashboard${view}`,
    open: (context: Context) => signedIn(context, 'business', `/business/dashboard${view}`),
  })),
  {
    name: 'company applicants',
    open: async (context) => {
      await signedIn(context, 'business', '/business/dashboard/job-postings');
      await context.page
        .getByRole('link', { name: /^Ver postulantes de / })
        .first()
        .click();
      await expect(context.page).toHaveURL(/\/applicants$/);
      await settle(context.page);
    },
  },
];

test.use({ reducedMotion: 'reduce' });

// Back to the demo data first: specs run before this one in the same shard may have changed the
// demo worker's password or used up the hourly reset e-mails this spec needs.
test.beforeAll(async () => {
  const response = await fetch(`${API_URL}/_dev/reset`, { method: 'POST' });
  expect(response.ok).toBe(true);
});

for (const width of [375, 1280]) {
  test.describe(`WCAG 2.2 beyond axe at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 700 ? 740 : 800 } });

    for (const target of [...PUBLIC, ...ISLANDS, ...DASHBOARDS]) {
      test(target.name, async ({ page, apiURL, request }) => {
        await target.open({ page, apiURL, request });
        await expectNoMotion(page);
        await expectTargetSize(page);
        await expectFocusNotObscured(page);
        await expectNoMotion(page);
        await expectVisibleInForcedColors(page);
        if (width < 700) {
          await expectNoHorizontalScroll(page);
        } else {
          await expectAuthFieldsAcceptPasteAndAutofill(page);
          await expectFormsUsableZoomed(page);
        }
        await expectTextSurvivesSpacing(page);
      });
    }
  });
}

test.describe('states behind a click', () => {
  test('the public mobile menu at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expectTargetSize(page);
    await expectNoMotion(page);
    await expectVisibleInForcedColors(page);
  });

  test('the login menu at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expectTargetSize(page);
    await expectNoMotion(page);
    await expectVisibleInForcedColors(page);
  });

  test('the worker quick actions slide-over at 375 px', async ({ page, apiURL, request }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signedIn({ page, apiURL, request }, 'user', '/user/dashboard/home');
    await page.getByRole('button', { name: 'Acciones rápidas' }).click();
    await expectTargetSize(page);
    await expectFocusNotObscured(page, 40);
    await expectNoMotion(page);
  });

  test('the e-mail code dialog takes a pasted code and offers one-time-code autofill', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/login/transportes-andes?rgs=andes-2025');
    await page.getByLabel('Correo electrónico').fill('verifica@demo.cl');
    await page.getByLabel('Contraseña', { exact: true }).fill('Demo12345');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    const code = page.getByLabel('Código de verificación');
    await expect(code).toBeVisible();
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(await expectAuthFieldsAcceptPasteAndAutofill(page)).toBeGreaterThan(0);
    await expectTargetSize(page);
    await expectFocusNotObscured(page, 20);
  });
});

test.describe('status messages are announced', () => {
  test.use({ viewport: { width: 1280, height: 800 }, allowConsoleErrors: ['500', '401', '400'] });

  test('contact form: sent, then failed', async ({ page }) => {
    await page.goto('/contacto#contacto-general');
    const form = page.getByRole('form', { name: 'Escríbenos' });
    await hydrated(page, form);
    const fill = async () => {
      await form.getByLabel('Nombre').fill('Josefa Araya');
      await form.getByLabel('Asunto').fill('Planes');
      await form.getByLabel('Correo electrónico').fill('josefa@correo.cl');
      await form.getByLabel('Mensaje').fill('Quiero saber más sobre los planes para mi empresa.');
    };
    await fill();
    await expectAnnounced(
      page,
      () => form.getByRole('button', { name: 'Enviar mensaje' }).click(),
      'Mensaje enviado correctamente.',
    );
    await page.route('**/contact/**', (route) => route.fulfill({ status: 500, body: '{}' }));
    await fill();
    await expectAnnounced(
      page,
      () => form.getByRole('button', { name: 'Enviar mensaje' }).click(),
      /^Error al enviar el mensaje: /,
    );
  });

  test('login: wrong password', async ({ page }) => {
    await page.goto('/login/transportes-andes?rgs=andes-2025');
    await page.getByLabel('Correo electrónico').fill('trabajador@demo.cl');
    await page.getByLabel('Contraseña', { exact: true }).fill('Equivocada123');
    await expectAnnounced(
      page,
      () => page.getByRole('button', { name: 'Iniciar sesión' }).click(),
      'Correo o contraseña incorrectos.',
    );
  });

  test('password recovery: link sent', async ({ page }) => {
    await page.goto('/resetpassword/transportes-andes?rgs=andes-2025');
    await page.getByLabel('Correo electrónico').fill('trabajador@demo.cl');
    await expectAnnounced(page, () => page.getByRole('button', { name: 'Enviar enlace' }).click(), 'Revisa tu correo');
  });

  test('worker personal information: saved', async ({ page, apiURL, request }) => {
    await signedIn({ page, apiURL, request }, 'user', '/user/dashboard/settings');
    await page.getByRole('button', { name: /Editar información/ }).click();
    const form = page.getByRole('form', { name: 'Información personal' });
    await form.getByLabel('Dirección').fill('Los Olmos 55, Macul');
    await form.getByLabel('Sobre mi').fill('Conductora con licencia A2 y furgón propio.');
    await expectAnnounced(
      page,
      () => form.getByRole('button', { name: 'Guardar cambios' }).click(),
      'Datos añadidos correctamente',
    );
  });

  test('worker profile photo: uploaded', async ({ page, apiURL, request }) => {
    await signedIn({ page, apiURL, request }, 'user', '/user/dashboard/settings');
    await page.getByRole('button', { name: 'Subir imagen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Actualizar imagen de perfil' });
    const png = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 40;
      canvas.height = 40;
      canvas.getContext('2d')?.fillRect(0, 0, 40, 40);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
      return [...new Uint8Array(await (blob as Blob).arrayBuffer())];
    });
    await dialog
      .getByLabel('Imagen de perfil')
      .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from(png) });
    await expectAnnounced(
      page,
      () => dialog.getByRole('button', { name: 'Guardar imagen' }).click(),
      'Imagen de perfil actualizada correctamente',
    );
  });
});
