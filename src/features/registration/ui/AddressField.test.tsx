// @vitest-environment jsdom
// Address suggestions: a combobox that offers Chilean addresses as the person types, picked by
// mouse or keyboard, while typing freely keeps working.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AddressField } from './AddressField.tsx';
import type { AddressSuggestion } from './geocoder-api.ts';

const SUGGESTIONS: AddressSuggestion[] = [
  { id: '1', value: 'Avenida Providencia 2124, Providencia', detail: 'Avenida Providencia 2124, Providencia, Chile' },
  { id: '2', value: 'Avenida Providencia 1208, Providencia', detail: 'Avenida Providencia 1208, Providencia, Chile' },
];

function Harness({ search }: { search: (query: string, signal?: AbortSignal) => Promise<AddressSuggestion[]> }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="direccion">Dirección</label>
      <AddressField
        attributes={{
          id: 'direccion',
          'aria-invalid': undefined,
          'aria-describedby': undefined,
          'aria-required': true,
        }}
        name="direccion"
        value={value}
        onValue={setValue}
        search={search}
      />
    </>
  );
}

describe('address field', () => {
  it('asks the geocoder only from 3 characters, once the person pauses', async () => {
    const user = userEvent.setup();
    const search = vi.fn(() => Promise.resolve(SUGGESTIONS));
    render(<Harness search={search} />);
    await user.type(screen.getByRole('combobox', { name: 'Dirección' }), 'av');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(search).not.toHaveBeenCalled();
    await user.type(screen.getByRole('combobox', { name: 'Dirección' }), ' provi');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]).toContain('av provi');
    expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('true');
  });

  it('picks a suggestion with the arrows and Enter', async () => {
    const user = userEvent.setup();
    render(<Harness search={() => Promise.resolve(SUGGESTIONS)} />);
    const input = screen.getByRole('combobox', { name: 'Dirección' });
    await user.type(input, 'providencia');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]?.id);
    await user.keyboard('{Enter}');
    expect((input as HTMLInputElement).value).toBe('Avenida Providencia 1208, Providencia');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('picks a suggestion with the mouse and closes with Escape', async () => {
    const user = userEvent.setup();
    render(<Harness search={() => Promise.resolve(SUGGESTIONS)} />);
    const input = screen.getByRole('combobox', { name: 'Dirección' });
    await user.type(input, 'providencia');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await user.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await user.type(input, ' 2');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await user.click(screen.getByRole('option', { name: /2124/ }));
    expect((input as HTMLInputElement).value).toBe('Avenida Providencia 2124, Providencia');
  });

  it('keeps free typing when the geocoder fails or finds nothing', async () => {
    const user = userEvent.setup();
    render(<Harness search={() => Promise.reject(new Error('sin red'))} />);
    const input = screen.getByRole('combobox', { name: 'Dirección' });
    await user.type(input, 'Pasaje Los Aromos 12, Coquimbo');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((input as HTMLInputElement).value).toBe('Pasaje Los Aromos 12, Coquimbo');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});
