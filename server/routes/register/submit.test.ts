import { PDFDocument } from 'pdf-lib';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetDemoData } from '../../seed/index.ts';
import { createTestContext, type TestContext } from '../../test-support.ts';
import { DEMO_ACCOUNTS } from '../../seed/demo.ts';
import { PDF_BYTES, PNG_BYTES, SUR, login, multipart } from './test-helpers.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
beforeEach(async () => {
  await resetDemoData(context.db, context.filesDir);
});
afterAll(() => context.cleanup());

interface Component {
  kind: string;
  id_input?: number;
  label?: string;
  input_type?: string;
}
interface Page {
  id_page: number;
  components: Component[];
}

async function pages(): Promise<Page[]> {
  const active = (await (await context.app.request(`/forms/register/active?slug=${SUR.rgs}`)).json()) as {
    data: { id_form: number };
  };
  const all = (await (await context.app.request(`/forms/register/all?id_form=${active.data.id_form}`)).json()) as {
    data: Page[];
  };
  return all.data;
}

const ANSWERS: Record<string, string | string[]> = {
  'Correo electrónico': 'nuevo.sur@correo.cl',
  Contraseña: 'Clave12345',
  RUT: '11.111.111-1',
  Teléfono: '976543210',
  Nombre: 'Ignacio',
  Apellido: 'Vera',
  'Fecha de nacimiento': '1990-04-12',
  Dirección: 'Calle Picarte 1530, Valdivia',
  'Años de experiencia como conductor': '6',
  'Perfil al que postulas': 'Peoneta',
  'Sobre mí': 'Conductor responsable.',
  'Semana en que puedes comenzar': '2026-W03',
  'Mes de vencimiento de tu licencia': '2027-08',
  'Horario preferido para la entrevista': '2026-01-20T10:30',
  'Turnos disponibles': ['Mañana', 'Noche'],
  'Licencia de conducir': 'licencia.pdf',
  'Términos y condiciones': ['Acepto los términos y condiciones'],
};

function userData(list: Page[], overrides: Record<string, string | string[]> = {}) {
  const answers = { ...ANSWERS, ...overrides };
  return list.map((page) => ({
    page_id: page.id_page,
    responses: page.components
      .filter((component) => component.kind !== 'text')
      .map((component) => ({
        input_id: component.id_input,
        value: answers[component.label ?? ''] ?? '',
        type: component.input_type ?? component.kind,
        label: component.label,
        origin: 'user',
        country: component.input_type === 'tel' ? 'CL' : null,
        countryCode: component.input_type === 'tel' ? '56' : null,
      })),
  }));
}

function fileInputId(list: Page[]): string {
  const file = list.flatMap((page) => page.components).find((component) => component.input_type === 'file');
  return String(file?.id_input);
}

const GIVEN = { data_processing: true, job_offers: false };
/** Sends no `consents` part at all. */
const NO_PART = Symbol('no consents part');

async function submit(
  data: unknown,
  file: { bytes: Uint8Array; name: string } | null,
  inputId: string,
  consents: unknown = GIVEN,
) {
  const parts: Record<string, string | Blob> = { userData: JSON.stringify(data) };
  if (consents !== NO_PART) parts['consents'] = JSON.stringify(consents);
  if (file) parts[inputId] = new Blob([file.bytes.slice()]);
  return context.app.request('/forms/register/submit', multipart(parts, file ? { [inputId]: file.name } : {}));
}

describe('POST /forms/register/submit', () => {
  it('stores the answers and the file, creates the worker, who can then sign in', async () => {
    const list = await pages();
    const response = await submit(userData(list), { bytes: PDF_BYTES, name: 'licencia.pdf' }, fileInputId(list));
    expect(response.status).toBe(201);
    const body = (await response.json()) as { message: string; data: { id_submission: number } };
    expect(body.message).toBe('¡Registro exitoso!');

    const submission = context.db
      .prepare('SELECT * FROM registration_submissions WHERE id_submission = ?')
      .get(body.data.id_submission);
    const stored = JSON.stringify(submission?.['user_data']);
    expect(stored).toContain('nuevo.sur@correo.cl');
    expect(stored).not.toContain('Clave12345');
    const file = context.db
      .prepare('SELECT * FROM registration_files WHERE id_submission = ?')
      .get(body.data.id_submission);
    expect(file).toMatchObject({ original_name: 'licencia.pdf', mime_type: 'application/pdf' });
    const path = join(context.filesDir, String(file?.['storage_path']));
    expect(existsSync(path)).toBe(true);
    // What is stored is the PDF written again from its pages, without actions (lib/pdf-clean.ts).
    expect((await PDFDocument.load(readFileSync(path))).getPageCount()).toBe(1);
    expect(file?.['size']).toBe(readFileSync(path).length);

    const user = context.db.prepare('SELECT * FROM users WHERE email = ?').get('nuevo.sur@correo.cl');
    expect(user).toMatchObject({ role: 'User', rut: '11.111.111-1', phone: '56976543210', firstname: 'Ignacio' });
    const profile = context.db
      .prepare('SELECT id_profile FROM user_profiles WHERE id_user = ?')
      .get(user?.['id_user'] ?? 0);
    expect(profile).toEqual({ id_profile: 2 });
    expect((await login(context, 'nuevo.sur@correo.cl', 'Clave12345', SUR.rgs)).status).toBe(200);
  });

  it('judges the file by its bytes, not by its name', async () => {
    const list = await pages();
    const disguised = new TextEncoder().encode('GIF89a…');
    const response = await submit(userData(list), { bytes: disguised, name: 'licencia.png' }, fileInputId(list));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: ['Licencia de conducir: Solo se permiten archivos JPG, JPEG, PNG o PDF'],
    });
    const png = await submit(userData(list), { bytes: PNG_BYTES, name: 'licencia.pdf' }, fileInputId(list));
    expect(png.status).toBe(201);
  });

  it('requires the file of a required file input', async () => {
    const list = await pages();
    const response = await submit(userData(list), null, fileInputId(list));
    expect(await response.json()).toEqual({ message: ['Licencia de conducir: Campo requerido'] });
  });

  it('checks every answer with the dynamic rules, naming the field', async () => {
    const list = await pages();
    const response = await submit(
      userData(list, {
        Contraseña: 'corta',
        RUT: '11.111.111-2',
        Teléfono: '56976543210',
        'Años de experiencia como conductor': 'seis',
        'Turnos disponibles': [],
        'Perfil al que postulas': 'Gerente',
        'Sobre mí': 'x'.repeat(501),
      }),
      { bytes: PDF_BYTES, name: 'licencia.pdf' },
      fileInputId(list),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: [
        'Contraseña: Mínimo 8 caracteres',
        'RUT: Dígito verificador inválido',
        'Teléfono: No incluya el código de país',
        'Años de experiencia como conductor: Solo números permitidos',
        'Perfil al que postulas: Selecciona una opción válida',
        'Sobre mí: No debe exceder los 500 caracteres',
        'Turnos disponibles: Debes seleccionar al menos una opción',
      ],
    });
  });

  it('lets optional answers stay empty', async () => {
    const list = await pages();
    const response = await submit(
      userData(list, {
        Apellido: '',
        'Años de experiencia como conductor': '',
        'Sobre mí': '',
        'Mes de vencimiento de tu licencia': '',
        'Horario preferido para la entrevista': '',
      }),
      { bytes: PDF_BYTES, name: 'licencia.pdf' },
      fileInputId(list),
    );
    expect(response.status).toBe(201);
  });

  it('refuses a worker already registered with the company (409)', async () => {
    const list = await pages();
    const worker = DEMO_ACCOUNTS.workerSur;
    const response = await submit(
      userData(list, { 'Correo electrónico': worker.email, RUT: worker.rut }),
      { bytes: PDF_BYTES, name: 'licencia.pdf' },
      fileInputId(list),
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: [
        'Este correo electrónico ya está registrado con esta empresa',
        'Este RUT ya está registrado con esta empresa',
      ],
    });
  });

  it('needs every page on the way to the submit page', async () => {
    const list = await pages();
    const response = await submit(
      userData(list).slice(1),
      { bytes: PDF_BYTES, name: 'licencia.pdf' },
      fileInputId(list),
    );
    expect(await response.json()).toEqual({ message: ['Faltan las respuestas de la página "Crea tu cuenta"'] });
  });

  it('refuses the registration without the required consent, and stores nothing', async () => {
    const list = await pages();
    const count = () => Number(context.db.prepare('SELECT COUNT(*) AS n FROM registration_submissions').get()?.['n']);
    const before = count();
    for (const consents of [NO_PART, { data_processing: false, job_offers: true }, { job_offers: true }, 'sí']) {
      const response = await submit(
        userData(list),
        { bytes: PDF_BYTES, name: 'licencia.pdf' },
        fileInputId(list),
        consents,
      );
      expect(response.status, consents === NO_PART ? 'sin consentimientos' : JSON.stringify(consents)).toBe(400);
      expect(await response.json()).toEqual({
        message: ['Debes aceptar el tratamiento de tus datos personales para registrarte'],
      });
    }
    expect(count()).toBe(before);
    expect(context.db.prepare("SELECT 1 FROM users WHERE email = 'nuevo.sur@correo.cl'").get()).toBeUndefined();
  });

  it('records each consent with the policy version, the time, the flow and the purpose', async () => {
    const list = await pages();
    const response = await submit(userData(list), { bytes: PDF_BYTES, name: 'licencia.pdf' }, fileInputId(list), {
      data_processing: true,
      job_offers: true,
    });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { id_submission: number } };
    const rows = context.db
      .prepare(
        `SELECT c.purpose, c.channel, c.policy_version, c.granted_at, c.withdrawn_at, c.id_submission, b.name_business
         FROM consents c JOIN users u USING (id_user) JOIN businesses b ON b.id_business = c.id_business_target
         WHERE u.email = 'nuevo.sur@correo.cl' ORDER BY c.purpose`,
      )
      .all();
    expect(rows).toEqual([
      expect.objectContaining({ purpose: 'ofertas', channel: 'registro-dinamico', policy_version: '2026-11-27' }),
      expect.objectContaining({ purpose: 'tratamiento', channel: 'registro-dinamico', policy_version: '2026-11-27' }),
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        id_submission: data.id_submission,
        name_business: SUR.name_business,
        withdrawn_at: null,
      });
      expect(String(row['granted_at'])).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    }
  });

  it('answers 400 for a malformed body or pages of no form', async () => {
    const noForm = await context.app.request(
      '/forms/register/submit',
      multipart({ userData: '[{"page_id": 999999, "responses": []}]' }),
    );
    expect(await noForm.json()).toEqual({ message: ['Las respuestas no corresponden al formulario de registro.'] });
    const broken = await context.app.request('/forms/register/submit', multipart({ userData: 'nada' }));
    expect(broken.status).toBe(400);
    const json = await context.app.request('/forms/register/submit', { method: 'POST', body: '{}' });
    expect(json.status).toBe(400);
  });
});
