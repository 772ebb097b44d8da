// @vitest-environment jsdom
// 'Novedades' as the worker reads it: the company's decisions, newest first, and 'Descartar'.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewsItem } from '@/lib/contract/news.ts';

const NEWS: NewsItem[] = [
  {
    id_event: 9,
    id_file: 3,
    id_profile_user: 10,
    profile_name: 'Conductor',
    document_name: 'Cédula de identidad (frontal)',
    decision: 'rejected',
    reason: 'Imagen ilegible',
    title: 'Cédula de identidad (frontal) rechazada: Imagen ilegible',
    decided_at: '2026-11-26T15:00:00.000Z',
  },
  {
    id_event: 4,
    id_file: 2,
    id_profile_user: 10,
    profile_name: 'Conductor',
    document_name: 'Licencia de conducir',
    decision: 'approved',
    reason: null,
    title: 'Licencia de conducir aprobada',
    decided_at: '2026-11-25T15:00:00.000Z',
  },
];

const api = vi.hoisted(() => ({ fetchNews: vi.fn(), dismissNews: vi.fn() }));
vi.mock('./news-api.ts', () => api);
const { NewsPanel } = await import('./NewsPanel.tsx');

beforeEach(() => vi.clearAllMocks());
afterEach(() => cleanup());

describe('Novedades', () => {
  it('lists the decisions, newest first, and dismisses up to the newest shown', async () => {
    const user = userEvent.setup();
    api.fetchNews.mockResolvedValueOnce(NEWS).mockResolvedValueOnce([]);
    api.dismissNews.mockResolvedValue('Novedades descartadas');
    render(<NewsPanel />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Cédula de identidad (frontal) rechazada: Imagen ilegible 26/11/2026',
      'Licencia de conducir aprobada 25/11/2026',
    ]);
    await user.click(screen.getByRole('button', { name: /^Descartar/ }));
    expect(api.dismissNews).toHaveBeenCalledWith(9);
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Novedades' })).toBeNull());
  });

  it('shows nothing when there is no news', async () => {
    api.fetchNews.mockResolvedValue([]);
    const { container } = render(<NewsPanel />);
    await vi.waitFor(() => expect(api.fetchNews).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });
});
