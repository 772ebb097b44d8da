// @vitest-environment jsdom
// 'Documentos requeridos' as a company uses it: each profile's list from the catalogue and its own
// documents, the shared rule's message before anything is sent, the save's answer in words, and a
// failed save that keeps every change.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http/index.ts';
import type { ProfileRequirements } from '@/lib/contract/required-documents.ts';
import { changesText } from './requirement-list.ts';

const CATALOGUE = [
  { purpose_name: 'licencia_conducir', name: 'Licencia de conducir', expires: true },
  { purpose_name: 'certificado_antecedentes', name: 'Certificado de antecedentes', expires: false },
];
const DRIVER: ProfileRequirements = {
  id_profile: 1,
  profile_name: 'Conductor',
  documents: [
    { type_file: 'General', purpose_name: 'licencia_conducir', name: 'Licencia de conducir', expires: true },
    { type_file: 'Personalizated', purpose_name: 'curso_grua', name: 'Curso de grúa horquilla', expires: true },
  ],
};

const api = vi.hoisted(() => ({ fetchRequirements: vi.fn(), saveRequirements: vi.fn() }));
vi.mock('./requirements-api.ts', () => api);
const { default: RequirementsView } = await import('./RequirementsView.tsx');

afterEach(() => cleanup());
beforeEach(() => {
  vi.clearAllMocks();
  api.fetchRequirements.mockResolvedValue({ data: [DRIVER], catalogue: CATALOGUE });
});

async function openDriver() {
  const user = userEvent.setup();
  render(<RequirementsView />);
  await user.click(await screen.findByText('Conductor'));
  const form = screen.getByRole('group', { name: 'Del catálogo' }).closest('form') as HTMLElement;
  return { user, form };
}

describe('Documentos requeridos', () => {
  it("shows each profile's documents: the catalogue ticked and the company's own", async () => {
    const { form } = await openDriver();
    expect(screen.getByText('2 documentos')).toBeTruthy();
    expect(
      within(form).getByRole<HTMLInputElement>('checkbox', { name: /^Licencia de conducir\s?· vence$/ }).checked,
    ).toBe(true);
    expect(within(form).getByRole<HTMLInputElement>('checkbox', { name: 'Certificado de antecedentes' }).checked).toBe(
      false,
    );
    expect(within(form).getByRole('button', { name: /^Quitar\s?Curso de grúa horquilla$/ })).toBeTruthy();
    expect(within(form).getByRole<HTMLButtonElement>('button', { name: /^Guardar cambios/ }).disabled).toBe(true);
  });

  it("refuses a name that is too short with the rule's message, then adds one and saves the list", async () => {
    api.saveRequirements.mockResolvedValue({
      message: 'Documentos requeridos guardados',
      data: {
        profile: {
          ...DRIVER,
          documents: [
            ...DRIVER.documents,
            { type_file: 'Personalizated', purpose_name: 'examen_vista', name: 'Examen de la vista', expires: false },
          ],
        },
        added: 3,
        removed: 0,
      },
    });
    const { user, form } = await openDriver();
    await user.type(within(form).getByLabelText('Otro documento'), 'Ex');
    await user.click(within(form).getByRole('button', { name: 'Agregar' }));
    expect(within(form).getByRole('alert').textContent).toBe(
      'El nombre del documento debe tener entre 3 y 100 caracteres',
    );
    expect(within(form).getByLabelText('Otro documento').getAttribute('aria-invalid')).toBe('true');
    await user.type(within(form).getByLabelText('Otro documento'), 'amen de la vista');
    await user.click(within(form).getByRole('button', { name: 'Agregar' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Certificado de antecedentes' }));
    await user.click(within(form).getByRole('button', { name: /^Guardar cambios/ }));
    expect(api.saveRequirements).toHaveBeenCalledWith(1, {
      documents: [
        { purpose_name: 'licencia_conducir' },
        { purpose_name: 'certificado_antecedentes' },
        { title: 'Curso de grúa horquilla', expires: true },
        { title: 'Examen de la vista', expires: false },
      ],
    });
    expect((await within(form).findByRole('status')).textContent).toBe(
      'Documentos requeridos guardados. A quienes ya tienen este perfil: 3 documentos nuevos pedidos.',
    );
  });

  it("sends a name typed in 'Otro documento' with the list, though 'Agregar' was not pressed", async () => {
    api.saveRequirements.mockRejectedValue(new ApiError('network', 0, []));
    const { user, form } = await openDriver();
    await user.type(within(form).getByLabelText('Otro documento'), 'Examen de la vista');
    await user.click(within(form).getByRole('button', { name: /^Guardar cambios/ }));
    expect(api.saveRequirements).toHaveBeenCalledWith(1, {
      documents: [
        { purpose_name: 'licencia_conducir' },
        { title: 'Curso de grúa horquilla', expires: true },
        { title: 'Examen de la vista', expires: false },
      ],
    });
  });

  it('keeps every change and says why when the save fails', async () => {
    api.saveRequirements.mockRejectedValue(new ApiError('http', 404, ['Tu empresa no ofrece ese perfil.']));
    const { user, form } = await openDriver();
    await user.click(within(form).getByRole('button', { name: /^Quitar/ }));
    await user.click(within(form).getByRole('button', { name: /^Guardar cambios/ }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'No pudimos guardar la lista. Tu empresa no ofrece ese perfil.',
    );
    expect(within(form).queryByRole('button', { name: /^Quitar/ })).toBeNull();
    expect(within(form).getByText('Ninguno por ahora.')).toBeTruthy();
  });

  it('says what saving did to the workers who already hold the profile', () => {
    expect(changesText(0, 0)).toBe('');
    expect(changesText(1, 2)).toBe(
      'A quienes ya tienen este perfil: 1 documento nuevo pedido y 2 documentos sin subir quitados.',
    );
  });
});
