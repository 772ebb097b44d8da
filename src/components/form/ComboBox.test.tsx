// @vitest-environment jsdom
// The long-list select as people meet it: found by its label, filtering as they type without
// minding accents or case, operable with the keyboard alone, and always holding one of its options.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ComboBox, matchOptions, type ComboBoxLook } from './ComboBox.tsx';
import { Field, type FieldLook } from './Field.tsx';

const FIELD_LOOK: FieldLook = { className: 'x-field', hintClassName: 'x-hint', errorClassName: 'x-error' };
const LOOK: ComboBoxLook = {
  className: 'x-combo',
  listClassName: 'x-list',
  optionClassName: 'x-option',
  emptyClassName: 'x-empty',
};
const COMMUNES = [
  { value: '2580', label: 'Santiago' },
  { value: '2600', label: 'Providencia' },
  { value: '2610', label: 'Ñuñoa' },
  { value: '2620', label: 'Peñalolén' },
  { value: '2630', label: 'Puente Alto' },
];

function Commune({ initial = '' }: { readonly initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Field id="comuna" label="Comuna" look={FIELD_LOOK}>
        {(attributes) => (
          <ComboBox
            attributes={attributes}
            options={COMMUNES}
            value={value}
            onChange={setValue}
            placeholder="Selecciona tu comuna"
            look={LOOK}
          />
        )}
      </Field>
      <output aria-label="Valor enviado">{value}</output>
    </>
  );
}

const sent = () => screen.getByRole('status', { name: 'Valor enviado' });

describe('matchOptions', () => {
  it('ignores accents and case and lists the names that start with the text first', () => {
    expect(matchOptions(COMMUNES, 'NUNOA').map((option) => option.label)).toEqual(['Ñuñoa']);
    expect(matchOptions(COMMUNES, 'penalolen').map((option) => option.label)).toEqual(['Peñalolén']);
    expect(matchOptions(COMMUNES, 'p').map((option) => option.label)).toEqual([
      'Providencia',
      'Peñalolén',
      'Puente Alto',
    ]);
  });
});

describe('ComboBox', () => {
  it('is a combobox named by its label that filters its listbox as the person types', async () => {
    const user = userEvent.setup();
    render(<Commune />);
    const combo = screen.getByRole('combobox', { name: 'Comuna' });
    expect(combo.getAttribute('aria-expanded')).toBe('false');
    await user.type(combo, 'nuñ');
    expect(combo.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('listbox', { name: 'Opciones' });
    expect(combo.getAttribute('aria-controls')).toBe(list.id);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Ñuñoa']);
    await user.click(screen.getByRole('option', { name: 'Ñuñoa' }));
    expect((combo as HTMLInputElement).value).toBe('Ñuñoa');
    expect(sent().textContent).toBe('2610');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('works with the keyboard alone: arrows move the active option, Enter picks, Escape closes', async () => {
    const user = userEvent.setup();
    render(<Commune />);
    const combo = screen.getByRole('combobox', { name: 'Comuna' });
    await user.tab();
    expect(document.activeElement).toBe(combo);
    await user.keyboard('{ArrowDown}');
    expect(combo.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Santiago' }).id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(combo.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Ñuñoa' }).id);
    await user.keyboard('{Enter}');
    expect(sent().textContent).toBe('2610');
    expect(combo.getAttribute('aria-expanded')).toBe('false');

    await user.keyboard('{ArrowUp}');
    expect(combo.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Puente Alto' }).id);
    await user.keyboard('{Escape}');
    expect(combo.getAttribute('aria-expanded')).toBe('false');
    expect(sent().textContent).toBe('2610');
  });

  it('says when nothing matches and, on leaving, keeps an exact name or puts back the chosen one', async () => {
    const user = userEvent.setup();
    render(<Commune initial="2600" />);
    const combo = screen.getByRole('combobox', { name: 'Comuna' });
    expect((combo as HTMLInputElement).value).toBe('Providencia');
    await user.clear(combo);
    await user.type(combo, 'Valparaíso');
    expect(screen.getByText('Sin coincidencias para «Valparaíso»').getAttribute('role')).toBe('status');
    await user.tab();
    expect((combo as HTMLInputElement).value).toBe('Providencia');
    expect(sent().textContent).toBe('2600');

    await user.clear(combo);
    await user.type(combo, 'puente alto');
    await user.tab();
    expect((combo as HTMLInputElement).value).toBe('Puente Alto');
    expect(sent().textContent).toBe('2630');

    await user.clear(combo);
    await user.tab();
    expect(sent().textContent).toBe('');
  });
});
