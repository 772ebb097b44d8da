// @vitest-environment jsdom
// 'Resumen' as a recruiter reads it: four charts, each with its figures behind 'Ver datos'.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Posting } from '@/features/business-dashboard/postings/postings-api.ts';
import type { RegisteredWorker } from '@/features/business-dashboard/profiles/profiles-api.ts';

const now = new Date().toISOString();
const workers = [
  { id_user: 1, registered_at: now, name_region: 'Valparaíso' },
  { id_user: 2, registered_at: now, name_region: 'Valparaíso' },
  { id_user: 3, registered_at: now, name_region: 'Biobío' },
] as RegisteredWorker[];
const postings = [
  { id_publication: 1, title: 'Peoneta para camión 3/4', applicants: 4, start_time: '2099-01-01', is_active: true },
  { id_publication: 2, title: 'Conductor de furgón', applicants: 1, start_time: '2000-01-01', is_active: true },
  { id_publication: 3, title: 'Bodeguero', applicants: 0, start_time: '2099-01-01', is_active: false },
] as Posting[];

vi.mock('@/features/business-dashboard/profiles/profiles-api.ts', () => ({
  fetchRegisteredProfiles: () => Promise.resolve(workers),
}));
vi.mock('@/features/business-dashboard/postings/postings-api.ts', () => ({
  fetchMyPostings: () => Promise.resolve(postings),
}));
const { SummaryView } = await import('./SummaryView.tsx');

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('summary', () => {
  it('draws four charts, each with its data table behind "Ver datos"', async () => {
    render(<SummaryView />);
    // The charts load on demand: a busy machine may take a few seconds to load their code.
    const weeks = await screen.findByRole(
      'region',
      { name: 'Registros por semana (últimas 12 semanas)' },
      { timeout: 5000 },
    );
    expect(within(weeks).getByRole('img', { name: 'Registros por semana (últimas 12 semanas)' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Ver datos' })).toHaveLength(4);

    const regions = screen.getByRole('region', { name: 'Perfiles registrados por región' });
    const toggle = within(regions).getByRole('button', { name: 'Ver datos' });
    expect(within(regions).queryByRole('table')).toBeNull();
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(rows(within(regions).getByRole('table'))).toEqual([
      ['Región', 'Personas'],
      ['Valparaíso', '2'],
      ['Biobío', '1'],
      ['Total', '3'],
    ]);

    const status = screen.getByRole('region', { name: 'Publicaciones por estado' });
    await userEvent.click(within(status).getByRole('button', { name: 'Ver datos' }));
    expect(rows(within(status).getByRole('table')).slice(1, 4)).toEqual([
      ['Activas', '1'],
      ['Inactivas', '1'],
      ['Inicio vencido', '1'],
    ]);

    await userEvent.click(within(weeks).getByRole('button', { name: 'Ver datos' }));
    const weekRows = rows(within(weeks).getByRole('table'));
    expect(weekRows).toHaveLength(14);
    expect(weekRows.at(-2)?.[1]).toBe('3');
  });
});
