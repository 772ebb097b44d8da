// @vitest-environment jsdom
// The registered profiles as a recruiter uses them: search, filters and order narrow the table,
// and the address keeps the view so the link can be shared.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseCsv } from '@/features/business-dashboard/shared/csv-reader.ts';
import type { LoggedBusiness } from '@/lib/session/types.ts';
import { $businessRouter } from '@/features/business-dashboard/routing/router.ts';
import type { RegisteredWorker } from './profiles-api.ts';
import { PROFILE_EXPORT_HEADERS } from './profile-export.ts';

const person = (id: number, first: string, last: string, extra: Partial<RegisteredWorker>): RegisteredWorker => ({
  id_user: id,
  firstname: first,
  lastname: last,
  email: `${first.toLowerCase()}@demo.cl`,
  phone: null,
  rut: null,
  img_profile: null,
  name_region: null,
  name_commune: null,
  registered_at: '2026-11-10T15:00:00.000Z',
  profiles: [],
  ...extra,
});

const WORKERS: RegisteredWorker[] = [
  person(1, 'Camila', 'Rojas', {
    rut: '12.345.678-5',
    name_region: 'Metropolitana de Santiago',
    name_commune: 'Ñuñoa',
    registered_at: '2026-11-20T15:00:00.000Z',
    profiles: [{ id_profile_user: 10, id_profile: 1, profile_name: 'Conductor' }],
    documentation: {
      state: 'con_rechazos',
      states: ['con_rechazos', 'incompleta'],
      required: 8,
      approved: 5,
      missing: 3,
      in_review: 0,
      rejected: 1,
      expiring: 0,
      expired: 0,
    },
  }),
  person(2, 'Valentina', 'Muñoz', {
    email: 'valentina.munoz@transportesandes.cl',
    rut: '9.876.543-2',
    name_region: 'Valparaíso',
    name_commune: 'Viña del Mar',
    registered_at: '2026-11-05T15:00:00.000Z',
    profiles: [{ id_profile_user: 20, id_profile: 2, profile_name: 'Peoneta' }],
  }),
  person(3, 'Benjamín', 'Soto', { phone: '56911112222', registered_at: '2026-10-01T15:00:00.000Z' }),
];

vi.mock('./profiles-api.ts', () => ({ fetchRegisteredProfiles: () => Promise.resolve(WORKERS) }));
const { ProfilesView } = await import('./ProfilesView.tsx');

const BUSINESS: LoggedBusiness = {
  role: 'Business',
  email: 'contacto@transportesandes.cl',
  name: 'Transportes Andes',
  phone: '56227654321',
  logo: null,
  slug: 'transportes-andes',
};

afterEach(() => $businessRouter.open('/business/dashboard/profiles', true));

const names = () =>
  within(screen.getByRole('table', { name: 'Personas registradas y sus perfiles' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('registered profiles', () => {
  it('finds people ignoring accents and dots, and keeps the search in the address', async () => {
    $businessRouter.open('/business/dashboard/profiles', true);
    render(<ProfilesView business={BUSINESS} />);
    await screen.findByRole('table');
    expect(screen.getByRole('status').textContent).toBe('3 personas registradas');
    expect(names()).toEqual(['Camila Rojas', 'Valentina Muñoz', 'Benjamín Soto']);

    const search = screen.getByLabelText('Buscar por nombre, RUT, correo o teléfono');
    await userEvent.type(search, 'munoz');
    expect(names()).toEqual(['Valentina Muñoz']);
    expect(window.location.search).toBe('?q=munoz');

    await userEvent.clear(search);
    await userEvent.type(search, '12345678');
    expect(names()).toEqual(['Camila Rojas']);
    await userEvent.clear(search);
    await userEvent.type(search, '9 1111 2222');
    expect(names()).toEqual(['Benjamín Soto']);
    expect(screen.getByRole('status').textContent).toBe('1 persona registrada con estos filtros');
  });

  it('lets an e-mail wrap only after its @ or a dot', async () => {
    render(<ProfilesView business={BUSINESS} />);
    const valentina = (await screen.findByRole('rowheader', { name: 'Valentina Muñoz' })).closest('tr') as HTMLElement;
    const line = within(valentina).getByText('valentina.munoz@transportesandes.cl');
    expect(line.innerHTML).toBe('valentina.<wbr>munoz@<wbr>transportesandes.<wbr>cl');
  });

  it('filters by region, commune and registration days, and clears them', async () => {
    render(<ProfilesView business={BUSINESS} />);
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByLabelText('Región'), 'Valparaíso');
    expect(
      within(screen.getByLabelText('Comuna'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todas las comunas', 'Viña del Mar']);
    expect(names()).toEqual(['Valentina Muñoz']);
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(names()).toHaveLength(3);

    await userEvent.type(screen.getByLabelText('Registrados desde'), '2026-11-01');
    await userEvent.type(screen.getByLabelText('Registrados hasta'), '2026-11-10');
    expect(names()).toEqual(['Valentina Muñoz']);
    expect(window.location.search).toBe('?from=2026-11-01&to=2026-11-10');
  });

  it('sorts by a column header and opens a shared view from the address', async () => {
    $businessRouter.open('/business/dashboard/profiles?sort=name&dir=asc&size=25', true);
    render(<ProfilesView business={BUSINESS} />);
    await screen.findByRole('table');
    expect(names()).toEqual(['Benjamín Soto', 'Camila Rojas', 'Valentina Muñoz']);
    expect(screen.getByLabelText<HTMLSelectElement>('Filas por página').value).toBe('25');
    const header = screen.getByRole('columnheader', { name: /Nombre/ });
    expect(header.getAttribute('aria-sort')).toBe('ascending');

    await userEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['Valentina Muñoz', 'Camila Rojas', 'Benjamín Soto']);
    expect(window.location.search).toBe('?sort=name&dir=desc&size=25');

    await userEvent.click(screen.getByRole('button', { name: /^Conductor/ }));
    expect(names()).toEqual(['Camila Rojas']);
  });

  it('downloads the rows on screen as CSV named for the company and the day', async () => {
    const files: { name: string; blob: Blob }[] = [];
    let blob: Blob | null = null;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
      blob = object as Blob;
      return 'blob:perfiles';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (blob) files.push({ name: this.download, blob });
    });
    $businessRouter.open('/business/dashboard/profiles?q=a&sort=name&dir=asc', true);
    render(<ProfilesView business={BUSINESS} />);
    await screen.findByRole('table');
    const exports = screen.getByRole('group', { name: 'Exportar perfiles' });
    await userEvent.click(within(exports).getByRole('button', { name: 'Descargar CSV' }));
    await vi.waitFor(() => expect(files).toHaveLength(1));
    vi.restoreAllMocks();

    expect(files[0]!.name).toMatch(/^perfiles-transportes-andes-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parseCsv(await files[0]!.blob.text());
    expect(rows[0]).toEqual([...PROFILE_EXPORT_HEADERS]);
    expect(rows.slice(1).map((row) => row[0])).toEqual(names());
    expect(rows[2]).toEqual([
      'Camila Rojas',
      '12.345.678-5',
      'camila@demo.cl',
      '',
      'Ñuñoa',
      'Metropolitana de Santiago',
      'Conductor',
      'Con rechazos',
      '20/11/2026',
    ]);
  });

  it("shows each person's documentation and keeps those in the state chosen under 'Documentación'", async () => {
    const user = userEvent.setup();
    render(<ProfilesView business={BUSINESS} />);
    const camila = (await screen.findByRole('rowheader', { name: 'Camila Rojas' })).closest('tr') as HTMLElement;
    expect(within(camila).getByText('Con rechazos')).toBeTruthy();
    expect(within(camila).getByText('5 de 8 aprobados')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Documentación'), 'Incompleta');
    expect(names()).toEqual(['Camila Rojas']);
    expect($businessRouter.get()?.search).toMatchObject({ documentation: 'incompleta' });
  });
});
