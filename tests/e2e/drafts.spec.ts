// Drafts and steps on a phone: what a person typed in any listed form survives a reload and a
// dropped connection until it is sent or discarded, and the power's phases are history entries.
import type { Locator, Page } from '@playwright/test';
import { POWER_PHASE_ONE, mintPowerURL } from '../support/power-sample.ts';
import { expect, test } from './fixtures.ts';
import { hydrated } from './public-forms-support.ts';
import { signInWorker, WORKER } from './user-dashboard-support.ts';
import { openDashboardPage, openPanel } from './user-settings-support.ts';
import { apiToken, dateAhead, pickPostingCommune, reset, signInCompany } from './business-support.ts';

async function section(page: Page, name: string): Promise<Locator> {
  const region = page.getByRole('region', { name });
  await hydrated(page, region);
  return region;
}

const CONTACT = {
  Nombre: 'Ana Pérez',
  'Correo electrónico': 'ana@correo.cl',
  Asunto: 'Prensa',
  Mensaje: 'Quisiera una entrevista.',
};

const PHASE_ONE = POWER_PHASE_ONE;

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** One typed field: its label, what a person types or picks, and whether it is a list to pick from. */
type Entry = readonly [label: string, value: string, kind?: 'select'];

async function fillAll(scope: Locator, entries: readonly Entry[]): Promise<string[]> {
  const typed: string[] = [];
  for (const [label, value, kind] of entries) {
    const control = scope.getByLabel(label, { exact: true });
    if (kind === 'select') await control.selectOption(value);
    else await control.fill(value);
    // Some fields format what is typed (RUT, phone): the draft must bring back what the person sees.
    typed.push(await control.inputValue());
  }
  return typed;
}

/** Fields a draft never keeps (a RUT, a bank account number): they come back as the form starts. */
const NEVER_KEPT = new Set(['RUT', 'RUT de la empresa', 'RUT del titular', 'Número de cuenta']);

async function expectAll(
  scope: Locator,
  entries: readonly Entry[],
  typed: readonly string[],
  startingValues: Readonly<Record<string, string>> = {},
): Promise<void> {
  for (const [index, [label]] of entries.entries()) {
    const expected = NEVER_KEPT.has(label) ? (startingValues[label] ?? '') : (typed[index] ?? '');
    await expect(scope.getByLabel(label, { exact: true })).toHaveValue(expected);
  }
}

/** Gives the last keystroke time to reach the draft store before the page goes away. */
const settle = (page: Page) => page.waitForTimeout(500);

test('the general contact form keeps every value across a reload until the draft is discarded', async ({ page }) => {
  await page.goto('/contacto');
  let form = await section(page, 'Escríbenos');
  for (const [label, value] of Object.entries(CONTACT)) await form.getByLabel(label).fill(value);
  await form.getByLabel('Mensaje').blur();
  await page.waitForTimeout(500);
  await page.reload();
  form = await section(page, 'Escríbenos');
  for (const [label, value] of Object.entries(CONTACT)) await expect(form.getByLabel(label)).toHaveValue(value);
  await form.getByRole('button', { name: 'Descartar borrador' }).click();
  await expect(form.getByLabel('Nombre')).toHaveValue('');
  await page.reload();
  form = await section(page, 'Escríbenos');
  await expect(form.getByLabel('Nombre')).toHaveValue('');
  await expect(form.getByRole('button', { name: 'Descartar borrador' })).toHaveCount(0);
});

const INQUIRY: readonly Entry[] = [
  ['Tipo de solicitud', 'reclamo', 'select'],
  ['Nombre', 'Luis Díaz'],
  ['RUT', '123456785'],
  ['Correo electrónico', 'luis@correo.cl'],
  ['Empresa relacionada (opcional)', 'Transportes Sur'],
  ['Detalle de tu consulta o reclamo', 'No recibí mi contrato.'],
];

const SALES: readonly Entry[] = [
  ['Empresa', 'Retail Sur'],
  ['Nombre de contacto', 'Marta Vidal'],
  ['Correo electrónico', 'marta@retailsur.cl'],
  ['Código de país', '51', 'select'],
  ['Teléfono', '987654321'],
  ['Rubro', 'Retail', 'select'],
  ['Personas que contratas al año', '51 a 200', 'select'],
  ['¿Qué necesitas resolver?', 'Promotores para temporada alta.'],
];

const FLEET: readonly Entry[] = [
  ['Razón social o nombre de fantasía', 'Transportes Quillota'],
  ['RUT de la empresa', '765432103'],
  ['Nombre de contacto', 'Pedro Soto'],
  ['Correo electrónico', 'pedro@quillota.cl'],
  ['Teléfono', '987654321'],
  ['Conductores o vehículos requeridos', '12'],
  ['Fecha de inicio', '2025-06-02'],
  ['Otros requisitos (opcional)', 'Licencia A2 vigente.'],
];

const FLEET_LISTS = ['Tipo de vehículo', 'Región de operación', 'Horario'] as const;

test('the other three /contacto forms keep every value across one reload; a discard stays empty', async ({ page }) => {
  await page.goto('/contacto');
  let inquiry = await section(page, 'Consultas y reclamos');
  const inquiryTyped = await fillAll(inquiry, INQUIRY);
  let sales = await section(page, 'Ventas para empresas');
  const salesTyped = await fillAll(sales, SALES);
  let fleet = await section(page, 'Registra tu empresa y tu flota');
  const fleetTyped = await fillAll(fleet, FLEET);
  const lists: string[] = [];
  for (const label of FLEET_LISTS) {
    const list = fleet.getByLabel(label, { exact: true });
    await list.selectOption({ index: 1 });
    lists.push(await list.inputValue());
  }
  await settle(page);

  await page.reload();
  inquiry = await section(page, 'Consultas y reclamos');
  await expectAll(inquiry, INQUIRY, inquiryTyped);
  sales = await section(page, 'Ventas para empresas');
  await expectAll(sales, SALES, salesTyped);
  fleet = await section(page, 'Registra tu empresa y tu flota');
  await expectAll(fleet, FLEET, fleetTyped);
  for (const [index, label] of FLEET_LISTS.entries()) {
    await expect(fleet.getByLabel(label, { exact: true })).toHaveValue(lists[index] ?? '');
  }

  await sales.getByRole('button', { name: 'Descartar borrador' }).click();
  await expect(sales.getByLabel('Empresa', { exact: true })).toHaveValue('');
  await settle(page);
  await page.reload();
  sales = await section(page, 'Ventas para empresas');
  await expect(sales.getByLabel('Empresa', { exact: true })).toHaveValue('');
  await expect(sales.getByRole('button', { name: 'Descartar borrador' })).toHaveCount(0);
  // Discarding one form leaves the others' drafts alone.
  await expect((await section(page, 'Consultas y reclamos')).getByLabel('Nombre', { exact: true })).toHaveValue(
    'Luis Díaz',
  );
});

const MEETING: readonly Entry[] = [
  ['Nombre', 'Camila'],
  ['Apellido (opcional)', 'Rojas'],
  ['Correo electrónico', 'camila@empresa.cl'],
  ['Teléfono', '987654321'],
  ['Mensaje', 'Necesitamos 20 conductores en Santiago.'],
];

test('the meeting form on the home page keeps every value across a reload', async ({ page }) => {
  const openMeeting = async () => {
    await page.goto('/#contact');
    const form = page.getByRole('form', { name: 'Solicita una reunión' });
    await hydrated(page, form);
    return form;
  };
  const typed = await fillAll(await openMeeting(), MEETING);
  await settle(page);
  await page.reload();
  await expectAll(await openMeeting(), MEETING, typed);
});

test('going offline mid-form and back loses nothing', async ({ page, context }) => {
  await page.goto('/contacto');
  const form = await section(page, 'Escríbenos');
  await form.getByLabel('Nombre').fill('Ana Pérez');
  await context.setOffline(true);
  await form.getByLabel('Asunto').fill('Sin señal');
  await page.waitForTimeout(500);
  await context.setOffline(false);
  await page.reload();
  const again = await section(page, 'Escríbenos');
  await expect(again.getByLabel('Nombre')).toHaveValue('Ana Pérez');
  await expect(again.getByLabel('Asunto')).toHaveValue('Sin señal');
});

test("the power's phases are history entries and a reload keeps phase 2 with phase 1's answers", async ({
  page,
  apiURL,
}) => {
  await page.goto(await mintPowerURL(apiURL));
  for (const [label, value] of Object.entries(PHASE_ONE)) await field(page, label).fill(value);
  await field(page, 'Año').selectOption('2019');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('heading', { name: 'Paso 2 de 2: dueño del vehículo' })).toBeVisible();
  await field(page, 'Nombre completo').fill('María González');

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Paso 1 de 2: conductor y vehículo' })).toBeVisible();
  await expect(field(page, 'Modelo')).toHaveValue('Yaris');
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Paso 2 de 2: dueño del vehículo' })).toBeVisible();
  await expect(field(page, 'Nombre completo')).toHaveValue('María González');

  await page.waitForTimeout(500);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Paso 2 de 2: dueño del vehículo' })).toBeVisible();
  await expect(field(page, 'Nombre completo')).toHaveValue('María González');
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Paso 1 de 2: conductor y vehículo' })).toBeVisible();
  for (const [label, value] of Object.entries(PHASE_ONE)) await expect(field(page, label)).toHaveValue(value);
});

test.describe('drafts of a signed-in worker', () => {
  test.beforeEach(async ({ request, apiURL }) => {
    await request.post(`${apiURL}/_dev/reset`);
  });

  const BANK = { 'Titular de la cuenta': 'Camila Rojas', 'Número de cuenta': '12345678' };

  async function openAddBank(page: Page): Promise<Locator> {
    await page.goto('/user/dashboard/settings/banco-detalles');
    await page.getByRole('button', { name: /Agregar datos bancarios.*Agiliza tus operaciones financieras/ }).click();
    return page.getByRole('form', { name: 'Agregar datos bancarios' });
  }

  const storedDrafts = (page: Page) =>
    page.evaluate(async () => {
      const stored = Object.keys(localStorage).filter((key) => key.startsWith('enlista.draft:'));
      const files = await new Promise<number>((resolve) => {
        const open = indexedDB.open('enlista-drafts');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('files')) return resolve(0);
          const count = db.transaction('files').objectStore('files').count();
          count.onsuccess = () => resolve(count.result);
        };
        open.onerror = () => resolve(0);
      });
      return { stored, files };
    });

  const PERSONAL: readonly Entry[] = [
    ['Nombre', 'Camila Andrea'],
    ['Apellido', 'Rojas Vidal'],
    ['Dirección', 'Los Olmos 55, Macul'],
    ['Sobre mi', 'Conductora con licencia A2 y furgón propio.'],
  ];

  const EXPERIENCE: readonly Entry[] = [
    ['Cargo', 'Conductora de grúa horquilla'],
    ['Empresa', 'Bodegas Central Ltda.'],
    ['Tipo de empleo', 'Jornada parcial', 'select'],
    ['Ubicación', 'Quilicura'],
    ['Fecha de inicio', '2024-08-01'],
    ['Fecha de término', '2025-02-20'],
    ['Descripción', 'Carga y descarga de camiones en bodega.'],
  ];

  const EXPERIENCE_EDIT: readonly Entry[] = [
    ['Cargo', 'Jefa de bodega'],
    ['Empresa', 'Frigorífico Austral'],
    ['Ubicación', 'Puerto Montt'],
    ['Descripción', 'Coordiné turnos y despachos.'],
  ];

  const BANK_UPDATE: readonly Entry[] = [
    ['Titular de la cuenta', 'Camila Andrea Rojas'],
    ['RUT del titular', '111111111'],
    ['Banco', 'BCI', 'select'],
    ['Número de cuenta', '99887766'],
    ['Correo electrónico', 'camila.rojas@correo.cl'],
    ['Teléfono', '56911112222'],
  ];

  async function openPersonal(page: Page): Promise<Locator> {
    await openPanel(page);
    await page.getByRole('button', { name: /Editar información/ }).click();
    return page.getByRole('form', { name: 'Información personal' });
  }

  async function openNewExperience(page: Page): Promise<Locator> {
    await openPanel(page);
    await page.getByRole('button', { name: /Experiencia profesional/ }).click();
    return page.getByRole('form', { name: 'Nueva experiencia profesional' });
  }

  async function openFirstExperience(page: Page): Promise<Locator> {
    const section = page.getByRole('region', { name: 'Experiencia profesional' });
    await section.getByRole('button', { name: 'Editar experiencias' }).click();
    await section
      .getByRole('button', { name: /^Editar «/ })
      .first()
      .click();
    return page.getByRole('dialog', { name: 'Editar experiencia' });
  }

  test('profile, new and edited experience keep their drafts across one reload; a discard brings back the saved profile', async ({
    page,
  }) => {
    await openDashboardPage(page, 'settings/', 'Camila Rojas');
    const personalTyped = await fillAll(await openPersonal(page), PERSONAL);
    await page.getByRole('button', { name: 'Volver' }).click();
    const experienceTyped = await fillAll(await openNewExperience(page), EXPERIENCE);
    let edit = await openFirstExperience(page);
    const editTyped = await fillAll(edit, EXPERIENCE_EDIT);
    await settle(page);

    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Camila Rojas' }).first()).toBeVisible();
    edit = await openFirstExperience(page);
    await expectAll(edit, EXPERIENCE_EDIT, editTyped);
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();
    await expectAll(await openNewExperience(page), EXPERIENCE, experienceTyped);
    await page.getByRole('button', { name: 'Volver' }).click();
    let personal = await openPersonal(page);
    await expectAll(personal, PERSONAL, personalTyped);

    await personal.getByRole('button', { name: 'Descartar borrador' }).click();
    await expect(personal.getByLabel('Nombre', { exact: true })).toHaveValue('Camila');
    await settle(page);
    await page.reload();
    personal = await openPersonal(page);
    await expect(personal.getByLabel('Nombre', { exact: true })).toHaveValue('Camila');
    await expect(personal.getByRole('button', { name: 'Descartar borrador' })).toHaveCount(0);
  });

  test('the bank update form keeps every value across a reload', async ({ page, apiURL }) => {
    const token = await apiToken(apiURL, WORKER.email, 'andes-2025');
    const added = await fetch(`${apiURL}/api/users/bank-details/add-bank-details`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'auth-user': token },
      body: JSON.stringify({
        ...{ account_holder_name: 'Camila Rojas', bank_name: 'Banco Estado', account_type: 'Cuenta Rut' },
        ...{ account_number: '12345678', rut_account: '12.345.678-5', email: 'camila@correo.cl' },
        ...{ phone: '56987654321', invoice_type: 'Boleta' },
      }),
    });
    expect(added.ok).toBe(true);

    const openUpdate = async () => {
      await openPanel(page);
      await page.getByRole('button', { name: /Actualizar datos bancarios.*Actualiza los datos de tu banco/ }).click();
      const form = page.getByRole('form', { name: 'Actualizar datos bancarios' });
      await expect(form.getByLabel('Número de cuenta')).not.toHaveValue('');
      return form;
    };
    await openDashboardPage(page, 'settings/banco-detalles', /./);
    const typed = await fillAll(await openUpdate(), BANK_UPDATE);
    await settle(page);
    await page.reload();
    await expectAll(await openUpdate(), BANK_UPDATE, typed, {
      'RUT del titular': '12.345.678-5',
      'Número de cuenta': '12345678',
    });
  });

  test('the bank form keeps what was typed across a reload; signing out removes every draft', async ({ page }) => {
    await signInWorker(page);
    let form = await openAddBank(page);
    for (const [label, value] of Object.entries(BANK)) await form.getByLabel(label).fill(value);
    await form.getByLabel('Banco').selectOption('Banco Estado');
    await page.waitForTimeout(500);
    await page.reload();
    form = await openAddBank(page);
    for (const [label, value] of Object.entries(BANK)) {
      await expect(form.getByLabel(label)).toHaveValue(NEVER_KEPT.has(label) ? '' : value);
    }
    await expect(form.getByLabel('Banco').locator('option:checked')).toHaveText('Banco Estado');
    expect((await storedDrafts(page)).stored).toEqual(['enlista.draft:user:trabajador@demo.cl:bank-add']);

    await page.getByRole('button', { name: 'Cerrar sesión' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await storedDrafts(page)).toEqual({ stored: [], files: 0 });

    await signInWorker(page);
    form = await openAddBank(page);
    await expect(form.getByLabel('Titular de la cuenta')).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Descartar borrador' })).toHaveCount(0);
  });
});

test.describe('drafts of a signed-in company', () => {
  test.beforeEach(async ({ apiURL }) => {
    await reset(apiURL);
  });

  const POSTING: readonly Entry[] = [
    ['Título', 'Conductor de furgón ruta Ñuñoa'],
    ['Descripción', 'Reparto de encomiendas en Ñuñoa y Providencia, de lunes a viernes en la mañana.'],
    ['Requisitos', 'Licencia clase B, furgón propio y disponibilidad inmediata.'],
    ['Vehículo', 'Furgón', 'select'],
    ['Capacidad', '1.000 kg', 'select'],
    ['Zona', 'Zona Centro', 'select'],
    ['Región', 'Metropolitana de Santiago', 'select'],
    ['Horario', 'AM', 'select'],
    ['Fecha de inicio', dateAhead(30)],
    ['Pago por unidad (CLP)', '1500'],
  ];

  const POSTING_EDIT: readonly Entry[] = [
    ['Título', 'Peoneta con experiencia en bodega'],
    ['Requisitos', 'Dos años de experiencia y buena condición física.'],
  ];

  const EMAIL: readonly Entry[] = [
    ['Asunto', 'Entrevista para peoneta'],
    ['Mensaje', 'Hola Camila, ¿puedes venir el lunes a las 10:00?'],
  ];

  const APPLIED_TITLE = 'Peoneta para camión 3/4';

  async function openDialog(page: Page, button: string, name: string): Promise<Locator> {
    await page.getByRole('button', { name: button, exact: true }).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog.getByLabel('Título')).toBeFocused();
    return dialog;
  }

  async function closeDialog(page: Page, dialog: Locator): Promise<void> {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }

  async function findApplied(page: Page): Promise<void> {
    await page.getByLabel('Buscar en mis publicaciones').fill(APPLIED_TITLE);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page.getByRole('link', { name: new RegExp(`^Ver postulantes de ${APPLIED_TITLE}`) })).toBeVisible();
  }

  async function openEmail(page: Page): Promise<Locator> {
    await page.getByRole('button', { name: 'Enviar correo a Camila Rojas' }).click();
    return page.getByRole('dialog', { name: 'Enviar correo al postulante' });
  }

  test('a new posting, an edited posting and the e-mail to an applicant keep their drafts across a reload', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signInCompany(page);
    const editButton = `Editar ${APPLIED_TITLE}`;
    await findApplied(page);
    let create = await openDialog(page, 'Nueva publicación', 'Nueva publicación');
    const postingTyped = await fillAll(create, POSTING);
    await pickPostingCommune(create, 'Ñuñoa', 'nunoa');
    await settle(page);
    await closeDialog(page, create);
    let edit = await openDialog(page, editButton, 'Editar publicación');
    const editTyped = await fillAll(edit, POSTING_EDIT);
    await settle(page);
    await closeDialog(page, edit);

    await page.getByRole('link', { name: new RegExp(`^Ver postulantes de ${APPLIED_TITLE}`) }).click();
    const emailTyped = await fillAll(await openEmail(page), EMAIL);
    await settle(page);
    await page.reload();
    await expectAll(await openEmail(page), EMAIL, emailTyped);

    await page.goto('/business/dashboard');
    await findApplied(page);
    create = await openDialog(page, 'Nueva publicación', 'Nueva publicación');
    await expectAll(create, POSTING, postingTyped);
    await expect(create.getByLabel('Comuna')).toHaveValue('Ñuñoa');
    await closeDialog(page, create);
    edit = await openDialog(page, editButton, 'Editar publicación');
    await expectAll(edit, POSTING_EDIT, editTyped);
    await closeDialog(page, edit);

    create = await openDialog(page, 'Nueva publicación', 'Nueva publicación');
    await create.getByRole('button', { name: 'Descartar borrador' }).click();
    await expect(create.getByLabel('Título')).toHaveValue('');
    await settle(page);
    await page.reload();
    create = await openDialog(page, 'Nueva publicación', 'Nueva publicación');
    await expect(create.getByLabel('Título')).toHaveValue('');
    await expect(create.getByRole('button', { name: 'Descartar borrador' })).toHaveCount(0);
  });
});
