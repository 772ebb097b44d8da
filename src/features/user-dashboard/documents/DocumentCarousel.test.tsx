// @vitest-environment jsdom
// The carousel's arrow tooltips go away when the person is done with them: Escape puts the focused
// arrow's tooltip away, the focus leaving it does too, and so does the end of a tap; coming back to
// the arrow (focus or pointer) lets the tooltip show again.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOOLTIP_PUT_AWAY, installTooltipDismissal } from '@/components/tooltip/tooltip-dismissal.ts';
import { DocumentCarousel } from './DocumentCarousel.tsx';
import { missingDocument } from './documents.sample.ts';

// Three pages: the next arrow stays enabled after one step.
const FILES = [
  'licencia_conducir',
  'padron_vehiculo',
  'revision_tecnica',
  'seguro_obligatorio',
  'permiso_circulacion',
  'certificado_antecedentes',
  'cedula_identidad',
].map((purpose) => missingDocument(purpose));

let uninstall: () => void;
beforeEach(() => {
  uninstall = installTooltipDismissal();
});
afterEach(() => uninstall());

function renderCarousel() {
  render(
    <DocumentCarousel
      files={FILES}
      loading={false}
      failed={false}
      phaseOf={() => undefined}
      isViewable={() => false}
      onView={() => {}}
      onUpload={() => {}}
      onRetry={() => {}}
    />,
  );
  return screen.getByRole('button', { name: 'Documentos siguientes' });
}

describe('the carousel arrows’ tooltips', () => {
  it('are put away by Escape and come back when the arrow is focused again', async () => {
    const user = userEvent.setup();
    const next = renderCarousel();
    expect(next.dataset['tooltip']).toBe('Documentos siguientes');
    await user.tab();
    expect(next).toBe(document.activeElement);
    expect(next.hasAttribute(TOOLTIP_PUT_AWAY)).toBe(false);
    await user.keyboard('{Escape}');
    expect(next).toBe(document.activeElement);
    expect(next.hasAttribute(TOOLTIP_PUT_AWAY)).toBe(true);
    await user.tab();
    await user.tab({ shift: true });
    expect(next).toBe(document.activeElement);
    expect(next.hasAttribute(TOOLTIP_PUT_AWAY)).toBe(false);
  });

  it('are put away when the focus leaves the arrow', async () => {
    const user = userEvent.setup();
    const next = renderCarousel();
    await user.tab();
    expect(next.hasAttribute(TOOLTIP_PUT_AWAY)).toBe(false);
    await user.tab();
    expect(next).not.toBe(document.activeElement);
    expect(next.hasAttribute(TOOLTIP_PUT_AWAY)).toBe(true);
  });

  it('do not stay after a tap, and show again when the pointer comes back over the arrow', async () => {
    const user = userEvent.setup();
    const next = renderCarousel();
    await user.pointer([{ keys: '[TouchA]', target: next }]);
    expect(screen.getByText('2 / 3')).toBeDefined();
    expect(next.hasAttribute(TOOLTIP_PUT_AWAY)).toBe(true);
    await user.pointer({ target: document.body });
    await user.hover(next);
    expect(next.hasAttribute(TOOLTIP_PUT_AWAY)).toBe(false);
  });
});
