// @vitest-environment jsdom
// The pager as people use it: a named navigation, the range read politely, buttons named for
// where they go and disabled at the ends.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination.tsx';

describe('Pagination', () => {
  it('shows the range and the page, and moves by the named buttons', async () => {
    const onPage = vi.fn<(page: number) => void>();
    render(<Pagination page={2} total={25} onPage={onPage} label="Paginación de publicaciones" area="business" />);
    const nav = screen.getByRole('navigation', { name: 'Paginación de publicaciones' });
    expect(nav.textContent).toContain('11-20 de 25');
    expect(nav.textContent).toContain('Página 2 de 3');
    await userEvent.click(screen.getByRole('button', { name: 'Primera página' }));
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Última página' }));
    expect(onPage.mock.calls).toEqual([[1], [3], [3]]);
  });

  it('disables the way back on the first page and the way on at the last', () => {
    render(<Pagination page={1} total={5} onPage={() => undefined} label="Paginación de ofertas" area="user" />);
    for (const name of ['Primera página', 'Página anterior', 'Página siguiente', 'Última página']) {
      expect(screen.getByRole('button', { name })).toHaveProperty('disabled', true);
    }
  });
});
