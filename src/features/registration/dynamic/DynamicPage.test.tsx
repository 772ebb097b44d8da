// @vitest-environment jsdom
// The dynamic renderer as a person uses it: every component kind, the rules' messages, the
// button label and colours, and the response it hands back.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentProps } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// Photos are prepared as the real module does, except one held by `holdNextShrink`.
vi.mock('@/lib/images/shrink.ts', async (importOriginal) => {
  const { withHeldShrink } = await import('@/lib/images/test-support.ts');
  return withHeldShrink(await importOriginal<typeof import('@/lib/images/shrink.ts')>());
});

import { DynamicPage } from './DynamicPage.tsx';
import { initialAnswers } from './page-answers.ts';
import type { PageResponse } from './responses-store.ts';
import { idOf, testPage } from './test-pages.ts';
import { holdNextShrink } from '@/lib/images/test-support.ts';

const COLORS = { bg_color: '#F4F7FB', button_color: '#1976d2' };

/** A page as the flow shows it first: the test colours, the answers it starts with, not busy. */
function FreshPage(props: Omit<ComponentProps<typeof DynamicPage>, 'formColors' | 'initial' | 'busy'>) {
  return (
    <DynamicPage
      {...props}
      formColors={COLORS}
      initial={initialAnswers(props.page, undefined, () => undefined)}
      busy={false}
    />
  );
}

function renderPage(page = testPage(), onSend = vi.fn(), onBack = vi.fn(), onKeep?: () => void) {
  render(<FreshPage page={page} onSend={onSend} onBack={onBack} {...(onKeep ? { onKeep } : {})} />);
  return { onSend, onBack };
}

/** Every required field but the file, correctly. */
async function fillAllBut(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Correo'), 'nuevo@correo.cl');
  await user.type(screen.getByLabelText('Nombre'), 'Ignacio');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Código de país' }), '51');
  await user.type(screen.getByLabelText('Teléfono'), '987654321');
  await user.type(screen.getByLabelText('Nacimiento'), '1990-04-12');
  await user.type(screen.getByLabelText('Clave'), 'Clave12345');
  await user.type(screen.getByLabelText('Semana'), '2026-W03');
  await user.type(screen.getByLabelText('RUT'), '111111111');
  await user.type(screen.getByRole('combobox', { name: 'Dirección' }), 'Calle Picarte 1530');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Perfil' }), 'Peoneta');
  await user.click(screen.getByLabelText('Tarde'));
}

beforeAll(() => {
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => 'blob:vista-previa');
  URL.revokeObjectURL = vi.fn();
});

describe('dynamic page', () => {
  it('renders the title, the three text types and every field kind', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Página de prueba' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Título de prueba' })).toBeTruthy();
    expect(screen.getByText('Subtítulo de prueba')).toBeTruthy();
    expect(screen.getByText('Descripción de prueba')).toBeTruthy();
    const types: Record<string, string> = {
      Correo: 'email',
      Nombre: 'text',
      Nacimiento: 'date',
      'Entrevista (opcional)': 'datetime-local',
      Licencia: 'file',
      'Años (opcional)': 'text',
      Clave: 'password',
      Semana: 'week',
      'Mes (opcional)': 'month',
      RUT: 'text',
      Teléfono: 'tel',
    };
    for (const [label, type] of Object.entries(types)) {
      expect(screen.getByLabelText(label).getAttribute('type'), label).toBe(type);
    }
    expect(screen.getByRole('combobox', { name: 'Dirección' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Código de país' })).toBeTruthy();
    expect(screen.getByLabelText('Sobre mí (opcional)').tagName).toBe('TEXTAREA');
    expect(screen.getByText('0/500 caracteres')).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Perfil' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Selecciona una opción', 'Conductor', 'Peoneta']);
    const shifts = screen.getByRole('group', { name: 'Turnos' });
    expect(within(shifts).getAllByRole('checkbox')).toHaveLength(2);
  });

  it('labels the button by the rules and colours it, with text chosen by luminance', () => {
    renderPage();
    const button = screen.getByRole('button', { name: 'Siguiente' });
    expect(button.style.backgroundColor).toBe('rgb(46, 125, 50)');
    expect(button.style.color).toBe('rgb(255, 255, 255)');
  });

  it('shows every required field’s message and sends nothing', async () => {
    const user = userEvent.setup();
    const { onSend } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getAllByText('Campo requerido')).toHaveLength(10);
    expect(screen.getByText('Debes seleccionar al menos una opción')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Correo'));
  });

  it('checks each field with its rule, rechecking as the person corrects it', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Nombre'), 'x'.repeat(51));
    await user.type(screen.getByLabelText('Clave'), 'corta');
    await user.type(screen.getByLabelText('Años (opcional)'), '1,5');
    await user.type(screen.getByLabelText('Teléfono'), '56987654321');
    await user.type(screen.getByLabelText('Sobre mí (opcional)'), 'x'.repeat(501));
    await user.upload(screen.getByLabelText('Licencia'), new File(['x'], 'licencia.docx'));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByText('No debe exceder los 50 caracteres')).toBeTruthy();
    expect(screen.getByText('Mínimo 8 caracteres')).toBeTruthy();
    expect(screen.getByText('Solo números permitidos')).toBeTruthy();
    expect(screen.getByText('No incluya el código de país')).toBeTruthy();
    expect(screen.getByText('No debe exceder los 500 caracteres')).toBeTruthy();
    expect(screen.getByText('501/500 caracteres')).toBeTruthy();
    await user.clear(screen.getByLabelText('Clave'));
    await user.type(screen.getByLabelText('Clave'), 'Clave12345');
    expect(screen.queryByText('Mínimo 8 caracteres')).toBeNull();
  });

  it('formats the RUT as it is typed', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('RUT'), '123456785');
    expect(screen.getByLabelText<HTMLInputElement>('RUT').value).toBe('12.345.678-5');
  });

  it('hands back the page response and the chosen files once everything passes', async () => {
    const user = userEvent.setup();
    const { onSend } = renderPage(testPage({ button: { label: '', action: 'submit-form', color: null } }));
    const file = new File(['%PDF-1.4'], 'licencia.pdf', { type: 'application/pdf' });
    await fillAllBut(user);
    await user.upload(screen.getByLabelText('Licencia'), file);
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));
    // The file may still be on its way (the image module loads with the first pick).
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    const [response, files] = onSend.mock.calls[0] as [PageResponse, ReadonlyMap<number, File | null>];
    const value = (label: string) => response.responses.find((entry) => entry.input_id === idOf(label));
    expect(value('Teléfono')).toMatchObject({ value: '987654321', country: 'PE', countryCode: '51' });
    expect(value('RUT')?.value).toBe('11.111.111-1');
    expect(value('Turnos')?.value).toEqual(['Tarde']);
    expect(value('Licencia')).toMatchObject({ value: 'licencia.pdf', type: 'file' });
    expect(value('Perfil')?.value).toBe('Peoneta');
    expect(files.get(idOf('Licencia'))).toBe(file);
  });

  it('waits for a photo still being prepared when the page is sent, saying so, then sends it', async () => {
    const user = userEvent.setup();
    const { onSend } = renderPage(testPage({ button: { label: '', action: 'submit-form', color: null } }));
    await fillAllBut(user);
    const land = holdNextShrink();
    await user.upload(
      screen.getByLabelText('Licencia'),
      new File([new Uint8Array(64)], 'licencia.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));

    const button = await screen.findByRole('button', { name: 'Preparando imágenes…' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Preparando imágenes…', { selector: '[role="status"]' })).toBeTruthy();
    expect(screen.queryByText('Campo requerido')).toBeNull();
    // A second press while waiting does not send twice.
    await user.click(button);
    expect(onSend).not.toHaveBeenCalled();

    await land();
    expect(onSend).toHaveBeenCalledTimes(1);
    const [response, files] = onSend.mock.calls[0] as [PageResponse, ReadonlyMap<number, File | null>];
    expect(response.responses.find((entry) => entry.input_id === idOf('Licencia'))?.value).toBe('licencia.png');
    expect(files.get(idOf('Licencia'))?.name).toBe('licencia.png');
    expect(screen.getByRole('button', { name: 'Registrarse' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('drops a photo still being prepared when the choice is cleared', async () => {
    const user = userEvent.setup();
    const { onSend } = renderPage(testPage({ button: { label: '', action: 'submit-form', color: null } }));
    await fillAllBut(user);
    const land = holdNextShrink();
    const input = screen.getByLabelText<HTMLInputElement>('Licencia');
    await user.upload(input, new File([new Uint8Array(64)], 'licencia.png', { type: 'image/png' }));
    await user.upload(input, []);
    await land();
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByText('Campo requerido')).toBeTruthy();
  });

  it('shows a file kept from a draft with its name and a «Cambiar foto» button, not a bare native input', () => {
    const page = testPage();
    const kept = new File([new Uint8Array(64)], 'licencia.png', { type: 'image/png' });
    const stored: PageResponse = {
      page_id: page.id_page,
      responses: [
        {
          input_id: idOf('Licencia'),
          value: 'licencia.png',
          type: 'file',
          label: 'Licencia',
          origin: 'input',
          country: null,
          countryCode: null,
        },
      ],
    };
    render(
      <DynamicPage
        page={page}
        formColors={COLORS}
        initial={initialAnswers(page, stored, (id) => (id === idOf('Licencia') ? kept : undefined))}
        busy={false}
        onSend={vi.fn()}
        onBack={vi.fn()}
      />,
    );
    const input = screen.getByLabelText<HTMLInputElement>('Licencia');
    // The styled button is a label of the same input, which stays reachable by its name.
    expect(screen.getByLabelText('Cambiar foto')).toBe(input);
    expect(input.type).toBe('file');
    expect(input.className).toBe('visually-hidden');
    expect(screen.getByRole('img', { name: 'Vista previa de licencia.png' })).toBeTruthy();
    const chosen = screen.getByText('Archivo seleccionado: licencia.png');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(chosen.id);
    expect(screen.queryByText('Elegir archivo')).toBeNull();
  });

  it('offers «Elegir archivo» while no file is held, and «Cambiar archivo» once a PDF is chosen', async () => {
    const user = userEvent.setup();
    renderPage();
    const input = screen.getByLabelText<HTMLInputElement>('Licencia');
    expect(screen.getByLabelText('Elegir archivo')).toBe(input);
    expect(input.className).toBe('visually-hidden');
    await user.upload(input, new File(['%PDF-1.4'], 'licencia.pdf', { type: 'application/pdf' }));
    expect(await screen.findByLabelText('Cambiar archivo')).toBe(input);
    expect(screen.getByText('Archivo seleccionado: licencia.pdf')).toBeTruthy();
  });

  it('goes back with what was typed, without checking it', async () => {
    const user = userEvent.setup();
    const { onBack } = renderPage();
    await user.type(screen.getByLabelText('Nombre'), 'Igna');
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    const [response] = onBack.mock.calls[0] as [PageResponse];
    expect(response.responses.find((entry) => entry.input_id === idOf('Nombre'))?.value).toBe('Igna');
  });

  it('hands every change to be kept as it is typed, before any check or send', async () => {
    const user = userEvent.setup();
    const onKeep = vi.fn();
    renderPage(testPage(), vi.fn(), vi.fn(), onKeep);
    // Opening the page stores nothing.
    expect(onKeep).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Nombre'), 'Igna');
    const [response] = onKeep.mock.calls.at(-1) as [PageResponse];
    expect(response.responses.find((entry) => entry.input_id === idOf('Nombre'))?.value).toBe('Igna');
  });

  describe('the last page', () => {
    const DATA_CONSENT = 'Acepto el tratamiento de mis datos personales según la Política de privacidad';
    const lastPage = () => testPage({ next_page_id: null, button: { label: '', action: 'submit-form', color: null } });

    function ConsentingPage({ onSend }: { readonly onSend: () => void }) {
      const [value, setValue] = useState({ data_processing: false, job_offers: false });
      return <FreshPage page={lastPage()} onSend={onSend} onBack={vi.fn()} consents={{ value, onChange: setValue }} />;
    }

    it('asks both consents unticked just above its buttons, linking the policy and the rights page', () => {
      render(<ConsentingPage onSend={vi.fn()} />);
      const consent = screen.getByRole<HTMLInputElement>('checkbox', { name: DATA_CONSENT });
      const offers = screen.getByRole<HTMLInputElement>('checkbox', {
        name: /^Quiero recibir ofertas de trabajo por correo o WhatsApp/,
      });
      expect([consent.checked, offers.checked]).toEqual([false, false]);
      const submit = screen.getByRole('button', { name: 'Registrarse' });
      expect(consent.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Política de privacidad' }).getAttribute('href')).toBe(
        '/politicas-privacidad',
      );
      expect(screen.getByRole('link', { name: 'Tus derechos sobre tus datos' }).getAttribute('href')).toBe(
        '/tus-derechos',
      );
    });

    it('does not send without the data consent, says why and focuses it; sends once it is ticked', async () => {
      const user = userEvent.setup();
      const onSend = vi.fn();
      render(<ConsentingPage onSend={onSend} />);
      await fillAllBut(user);
      await user.upload(
        screen.getByLabelText('Licencia'),
        new File(['%PDF-1.4'], 'licencia.pdf', { type: 'application/pdf' }),
      );
      await user.click(screen.getByRole('button', { name: 'Registrarse' }));
      expect(
        await screen.findByText('Debes aceptar el tratamiento de tus datos personales para registrarte'),
      ).toBeTruthy();
      const consent = screen.getByRole('checkbox', { name: DATA_CONSENT });
      expect(document.activeElement).toBe(consent);
      expect(onSend).not.toHaveBeenCalled();
      await user.click(consent);
      expect(screen.queryByText('Debes aceptar el tratamiento de tus datos personales para registrarte')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Registrarse' }));
      expect(onSend).toHaveBeenCalledTimes(1);
    });

    it('is not shown on a page that leads to another', () => {
      renderPage();
      expect(screen.queryByRole('checkbox', { name: DATA_CONSENT })).toBeNull();
    });
  });
});
