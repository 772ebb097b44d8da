// 'Documentos requeridos' in process: each company's lists, saving one (and what it does to the
// workers who hold the profile), its rules, and the documents a new worker receives when they
// register through either flow, a licence photo of the dynamic form becoming their document.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProfileRequirements } from '../../../src/lib/contract/required-documents.ts';
import { documentTypeName, SUGGESTED_REQUIRED_DOCUMENTS } from '../../../src/lib/reference/index.ts';
import { TINY_PNG } from '../../lib/test-images.ts';
import { DEMO_TENANTS } from '../../seed/demo.ts';
import { multipart, validPayload } from '../register/test-helpers.ts';
import { COMPANY, COMPANY_SUR, createReviewContext, json, type ReviewTestContext } from './review-test-helpers.ts';

let api: ReviewTestContext;
beforeEach(async () => {
  api = await createReviewContext();
});
afterEach(() => api.cleanup());

const listsOf = async (email: string) =>
  json<{ data: ProfileRequirements[]; catalogue: { purpose_name: string }[] }>(
    await api.call(email, 'GET', '/business/required-documents'),
  );

const purposesOf = (email: string) =>
  api.db
    .prepare(
      `SELECT f.purpose_name, f.is_uploaded, f.file_status FROM user_files f
       JOIN user_profiles p ON p.id_profile_user = f.id_profile_user JOIN users u ON u.id_user = p.id_user
       WHERE u.email = ? ORDER BY f.id_file`,
    )
    .all(email);

describe('GET /business/required-documents', () => {
  it('lists the documents each offered profile asks for, with the catalogue', async () => {
    const andes = await listsOf(COMPANY);
    expect(andes.data.map((profile) => profile.profile_name)).toEqual(['Conductor', 'Peoneta', 'Vendedor', 'Picker']);
    // The seeded drivers' list is the suggested one, each named as the catalogue names it.
    expect(andes.data[0]?.documents.map((document) => document.name)).toEqual(
      SUGGESTED_REQUIRED_DOCUMENTS[1]?.map((purpose) => documentTypeName(purpose)),
    );
    expect(
      andes.data[0]?.documents.filter((document) => document.expires).map((document) => document.purpose_name),
    ).toEqual([
      'cedula_identidad_frontal',
      'cedula_identidad_posterior',
      'licencia_conducir',
      'permiso_circulacion',
      'revision_tecnica',
      'seguro_obligatorio',
    ]);
    expect(andes.catalogue.length).toBeGreaterThanOrEqual(14);
    const sur = await listsOf(COMPANY_SUR);
    expect(sur.data.map((profile) => profile.profile_name)).toEqual(['Conductor', 'Peoneta', 'Picker']);
  });
});

describe('PUT /business/required-documents/:id_profile', () => {
  it('saves the list, gives what is added to the profile’s workers and takes back only what they never uploaded', async () => {
    const response = await api.call(COMPANY, 'PUT', '/business/required-documents/4', {
      documents: [
        { purpose_name: 'cedula_identidad_frontal' },
        { purpose_name: 'certificado_antecedentes' },
        { title: 'Curso de grúa horquilla', expires: true },
      ],
    });
    expect(response.status).toBe(200);
    const answer = await json<{
      message: string;
      data: { profile: ProfileRequirements; added: number; removed: number };
    }>(response);
    expect(answer.message).toBe('Documentos requeridos guardados');
    expect(answer.data.profile.documents).toEqual([
      {
        type_file: 'General',
        purpose_name: 'cedula_identidad_frontal',
        name: 'Cédula de identidad (frontal)',
        expires: true,
      },
      {
        type_file: 'General',
        purpose_name: 'certificado_antecedentes',
        name: 'Certificado de antecedentes',
        expires: false,
      },
      {
        type_file: 'Personalizated',
        purpose_name: 'curso_de_grua_horquilla',
        name: 'Curso de grúa horquilla',
        expires: true,
      },
    ]);
    // Emilia Cortés (Picker) had uploaded and got approved all four documents: nothing of hers goes.
    const emilia = purposesOf('emilia.cortes@demo.cl').map((row) => row['purpose_name']);
    expect(emilia).toEqual(
      expect.arrayContaining(['cedula_identidad_posterior', 'certificado_domicilio', 'curso_de_grua_horquilla']),
    );
    // Fernanda Gutiérrez (Picker) never uploaded anything: what was dropped goes, the course comes.
    const fernanda = purposesOf('fernanda.gutierrez@demo.cl').map((row) => row['purpose_name']);
    expect(fernanda).toEqual(['cedula_identidad_frontal', 'certificado_antecedentes', 'curso_de_grua_horquilla']);
    expect(answer.data.added).toBeGreaterThanOrEqual(4);
    expect(answer.data.removed).toBeGreaterThanOrEqual(2);
  });

  it('refuses an unknown document, a short title, a repeated one and more than 30', async () => {
    const save = async (documents: unknown) =>
      (await api.call(COMPANY, 'PUT', '/business/required-documents/1', { documents })).json() as Promise<unknown>;
    expect(await save([{ purpose_name: 'pasaporte' }])).toEqual({ message: ['Ese documento no está en el catálogo'] });
    expect(await save([{ title: 'AB' }])).toEqual({
      message: ['El nombre del documento debe tener entre 3 y 100 caracteres'],
    });
    expect(await save([{ title: '¿¿¿???' }])).toEqual({
      message: ['El nombre del documento debe tener letras o números'],
    });
    expect(await save([{}])).toEqual({
      message: ['Elige un documento del catálogo o escribe el nombre de uno propio'],
    });
    expect(await save([{ purpose_name: 'licencia_conducir' }, { purpose_name: 'licencia_conducir' }])).toEqual({
      message: ['Un documento aparece dos veces en la lista'],
    });
    const many = Array.from({ length: 31 }, (_, index) => ({ title: `Documento número ${index}` }));
    expect(await save(many)).toEqual({ message: ['La lista no puede tener más de 30 documentos'] });
  });

  it('is refused for a profile the company does not offer, and leaves other companies alone', async () => {
    const response = await api.call(COMPANY, 'PUT', '/business/required-documents/5', { documents: [] });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Tu empresa no ofrece ese perfil.' });
    await api.call(COMPANY_SUR, 'PUT', '/business/required-documents/1', { documents: [] });
    expect((await listsOf(COMPANY)).data[0]?.documents).toHaveLength(9);
  });
});

describe('the documents a new worker receives', () => {
  it('comes with the fixed registration: the profile’s list, not uploaded', async () => {
    const response = await api.app.request(
      '/api/users/register',
      multipart({ data: JSON.stringify(validPayload({ profile_id: 2 })) }),
    );
    expect(response.status).toBe(201);
    expect(purposesOf('nueva.conductora@correo.cl')).toEqual(
      [
        'cedula_identidad_frontal',
        'cedula_identidad_posterior',
        'certificado_antecedentes',
        'certificado_domicilio',
        'certificado_afp',
      ].map((purpose_name) => ({ purpose_name, is_uploaded: 0, file_status: null })),
    );
  });

  it('comes with the dynamic registration, the licence photo given there awaiting review', async () => {
    const form = (await (await api.app.request(`/forms/register/active?slug=${DEMO_TENANTS.sur.rgs}`)).json()) as {
      data: { id_form: number };
    };
    const pages = (await (await api.app.request(`/forms/register/all?id_form=${form.data.id_form}`)).json()) as {
      data: {
        id_page: number;
        components: { kind: string; id_input?: number; label?: string; input_type?: string }[];
      }[];
    };
    const answers: Record<string, string | string[]> = {
      ...{ 'Correo electrónico': 'nuevo.sur@correo.cl', Contraseña: 'Clave12345', RUT: '11.111.111-1' },
      ...{ Teléfono: '976543210', Nombre: 'Ignacio', 'Fecha de nacimiento': '1990-04-12' },
      ...{ Dirección: 'Calle Picarte 1530, Valdivia', 'Perfil al que postulas': 'Conductor' },
      ...{ 'Semana en que puedes comenzar': '2026-W03', 'Turnos disponibles': ['Mañana', 'Noche'] },
      'Términos y condiciones': ['Acepto los términos y condiciones'],
    };
    const userData = pages.data.map((page) => ({
      page_id: page.id_page,
      responses: page.components
        .filter((component) => component.kind !== 'text')
        .map((component) => ({
          input_id: component.id_input,
          value: answers[component.label ?? ''] ?? '',
          countryCode: component.input_type === 'tel' ? '56' : null,
        })),
    }));
    const fileInput = pages.data
      .flatMap((page) => page.components)
      .find((component) => component.input_type === 'file');
    const response = await api.app.request(
      '/forms/register/submit',
      multipart(
        {
          userData: JSON.stringify(userData),
          consents: JSON.stringify({ data_processing: true, job_offers: false }),
          [String(fileInput?.id_input)]: new Blob([TINY_PNG]),
        },
        { [String(fileInput?.id_input)]: 'licencia.png' },
      ),
    );
    expect(response.status).toBe(201);
    const documents = purposesOf('nuevo.sur@correo.cl');
    expect(documents).toHaveLength(7);
    expect(documents.find((row) => row['purpose_name'] === 'licencia_conducir')).toMatchObject({
      is_uploaded: 1,
      file_status: 'PENDING',
    });
    const queue = await json<{ data: { email: string; document_name: string; history?: unknown }[] }>(
      await api.call(COMPANY_SUR, 'GET', '/business/review/queue'),
    );
    const licence = queue.data.find((item) => item.email === 'nuevo.sur@correo.cl');
    expect(licence?.document_name).toBe('Licencia de conducir');

    const worker = (await (
      await api.call(COMPANY_SUR, 'GET', `/business/workers/${api.idOf('nuevo.sur@correo.cl')}`)
    ).json()) as { data: { registration: { kind: string; answers: { label: string; value: string }[] } } };
    expect(worker.data.registration.kind).toBe('dynamic');
    expect(worker.data.registration.answers).toEqual(
      expect.arrayContaining([
        { label: 'Fecha de nacimiento', value: '12/04/1990' },
        { label: 'Semana en que puedes comenzar', value: 'Semana 3 de 2026' },
        { label: 'Turnos disponibles', value: 'Mañana, Noche' },
        { label: 'Licencia de conducir', value: 'licencia.png' },
      ]),
    );
    expect(worker.data.registration.answers.some((answer) => answer.label === 'Contraseña')).toBe(false);
  });
});
