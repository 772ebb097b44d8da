import { describe, expect, it } from 'vitest';
import { buttonLabel, initialAnswers, pageErrors, responseOf } from './page-answers.ts';
import { pathTo } from './use-dynamic-flow.ts';
import { idOf, testPage } from './test-pages.ts';

describe('button label rules', () => {
  it('uses the page’s label when it has one', () => {
    expect(buttonLabel(testPage({ button: { label: 'Continuar', action: 'next-page', color: null } }))).toBe(
      'Continuar',
    );
  });

  it('defaults to Siguiente for next-page, Registrarse for submit-form, Continuar otherwise', () => {
    expect(buttonLabel(testPage({ button: { label: '', action: 'next-page', color: null } }))).toBe('Siguiente');
    expect(buttonLabel(testPage({ button: { label: ' ', action: 'submit-form', color: null } }))).toBe('Registrarse');
    expect(buttonLabel(testPage({ button: { label: '', action: 'otra', color: null } }))).toBe('Continuar');
  });
});

describe('page answers', () => {
  it('reports only the ACTIVE fields left empty, with their messages', () => {
    const page = testPage();
    const errors = pageErrors(
      page,
      initialAnswers(page, undefined, () => undefined),
    );
    expect(errors).toEqual({
      [idOf('Correo')]: 'Campo requerido',
      [idOf('Nombre')]: 'Campo requerido',
      [idOf('Teléfono')]: 'Campo requerido',
      [idOf('Nacimiento')]: 'Campo requerido',
      [idOf('Licencia')]: 'Campo requerido',
      [idOf('Clave')]: 'Campo requerido',
      [idOf('Semana')]: 'Campo requerido',
      [idOf('RUT')]: 'Campo requerido',
      [idOf('Dirección')]: 'Campo requerido',
      [idOf('Perfil')]: 'Campo requerido',
      [idOf('Turnos')]: 'Debes seleccionar al menos una opción',
    });
  });

  it('builds the response with type, label, origin and, for tel, the country', () => {
    const page = testPage();
    const answers = {
      ...initialAnswers(page, undefined, () => undefined),
      [idOf('Teléfono')]: { value: ' 987654321 ', dialCode: '54', file: null },
      [idOf('Clave')]: { value: ' con espacios ', dialCode: '56', file: null },
      [idOf('Turnos')]: { value: ['Tarde'], dialCode: '56', file: null },
    };
    const responses = responseOf(page, answers).responses;
    expect(responses.find((entry) => entry.input_id === idOf('Teléfono'))).toEqual({
      input_id: idOf('Teléfono'),
      value: '987654321',
      type: 'tel',
      label: 'Teléfono',
      origin: 'user',
      country: 'AR',
      countryCode: '54',
    });
    expect(responses.find((entry) => entry.input_id === idOf('Clave'))?.value).toBe(' con espacios ');
    expect(responses.find((entry) => entry.input_id === idOf('Turnos'))).toMatchObject({
      value: ['Tarde'],
      type: 'checkbox',
      country: null,
    });
  });

  it('restores stored answers, and files from memory', () => {
    const page = testPage();
    const file = new File(['%PDF-'], 'licencia.pdf', { type: 'application/pdf' });
    const stored = {
      page_id: 1,
      responses: [
        {
          input_id: idOf('Nombre'),
          value: 'Ignacio',
          type: 'text',
          label: 'Nombre',
          origin: 'user',
          country: null,
          countryCode: null,
        },
        {
          input_id: idOf('Teléfono'),
          value: '987654321',
          type: 'tel',
          label: 'Teléfono',
          origin: 'user',
          country: 'PE',
          countryCode: '51',
        },
        {
          input_id: idOf('Licencia'),
          value: 'licencia.pdf',
          type: 'file',
          label: 'Licencia',
          origin: 'user',
          country: null,
          countryCode: null,
        },
      ],
    };
    const answers = initialAnswers(page, stored, (id) => (id === idOf('Licencia') ? file : undefined));
    expect(answers[idOf('Nombre')]).toEqual({ value: 'Ignacio', dialCode: '56', file: null });
    expect(answers[idOf('Teléfono')]?.dialCode).toBe('51');
    expect(answers[idOf('Licencia')]?.file).toBe(file);
  });
});

describe('resuming a page from the address', () => {
  it('rebuilds the way from the first page to the page at `order`', () => {
    const pages = [
      testPage({ id_page: 10, order_sequence: 1, next_page_id: 11 }),
      testPage({ id_page: 11, order_sequence: 2, next_page_id: 12 }),
      testPage({ id_page: 12, order_sequence: 3, next_page_id: null }),
    ];
    expect(pathTo(pages, 10, 3)?.map((page) => page.id_page)).toEqual([10, 11, 12]);
    expect(pathTo(pages, 10, 1)?.map((page) => page.id_page)).toEqual([10]);
    expect(pathTo(pages, 10, 7)).toBeNull();
  });
});
