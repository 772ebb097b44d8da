// @vitest-environment jsdom
// The posting's detail reads first and offers its actions after: the description and the
// requirements come before 'Postular', 'Guardar', 'Cerrar detalle' and the share buttons, so on a
// phone the buttons never push the description out of sight, and the tab order follows.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { POSTING_SAMPLE } from '@/lib/posting.sample.ts';
import type { Posting } from './postings-api.ts';

const posting: Posting = { ...POSTING_SAMPLE, saved: false, applied: false };

vi.mock('@/lib/http/clients.ts', () => ({ usersApi: {}, businessApi: {}, dataApi: {} }));
vi.mock('./postings-api.ts', () => ({
  getPosting: vi.fn(() => Promise.resolve(posting)),
  applyToPosting: vi.fn(),
  filterPostings: vi.fn(),
  listAppliedPostings: vi.fn(),
  listPostings: vi.fn(),
  listSavedPostings: vi.fn(),
  savePosting: vi.fn(),
  searchPostings: vi.fn(),
}));

const { PostingDetail } = await import('./PostingDetail.tsx');
const { $panelOpen } = await import('@/features/user-dashboard/chrome/chrome-state.ts');

// jsdom has no matchMedia: a phone, where the right panel is a slide-over.
Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
});

const follows = (first: Element, second: Element) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('the posting detail', () => {
  it('shows the description and requirements before the action buttons', async () => {
    // Opening a posting opens the phone's slide-over, as the postings view does.
    $panelOpen.set(true);
    render(<PostingDetail id={7} reload={0} focusOnLoadRef={{ current: false }} onClose={() => {}} hint="" />);
    const detail = await screen.findByRole('article', { name: 'Conductor de furgón' });
    const requirements = within(detail).getByText('Licencia clase B.');
    expect(follows(within(detail).getByRole('heading', { name: 'Descripción' }), requirements)).toBe(true);
    const actions = [
      within(detail).getByRole('button', { name: 'Postular' }),
      within(detail).getByRole('button', { name: 'Guardar' }),
      within(detail).getByRole('button', { name: 'Cerrar detalle' }),
      within(detail).getByRole('button', { name: 'Compartir' }),
      within(detail).getByRole('link', { name: /Compartir por WhatsApp/ }),
    ];
    for (const action of actions) expect(follows(requirements, action)).toBe(true);
  });
});
