// @vitest-environment jsdom
// The right panel stands beside the section from 1080 px; below, it is a slide-over the navbar
// opens. A phone's first view does not draw what the closed slide-over holds: its content appears
// the first time the panel is opened, and stays (closing the slide-over loses nothing typed in it).
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $panelOpen } from './chrome-state.ts';
import { RightPanel } from './RightPanel.tsx';

function screenWidth(wide: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) =>
      ({ matches: wide, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
  });
}

function renderPanel() {
  render(
    <RightPanel title="Acciones rápidas">
      <label>
        Nota
        <input />
      </label>
    </RightPanel>,
  );
}

afterEach(() => {
  cleanup();
  $panelOpen.set(false);
});

describe('the right panel', () => {
  it('draws its content at once beside the section on a wide screen', () => {
    screenWidth(true);
    renderPanel();
    expect(screen.getByLabelText('Nota')).toBeTruthy();
  });

  it('on a phone, draws its content when first opened and keeps it once closed', () => {
    screenWidth(false);
    renderPanel();
    expect(screen.getByRole('heading', { name: 'Acciones rápidas', hidden: true })).toBeTruthy();
    expect(screen.queryByLabelText('Nota')).toBeNull();

    act(() => $panelOpen.set(true));
    const note = screen.getByLabelText<HTMLInputElement>('Nota');
    note.value = 'a medio escribir';

    act(() => $panelOpen.set(false));
    expect(screen.getByLabelText<HTMLInputElement>('Nota').value).toBe('a medio escribir');
  });
});
