// @vitest-environment jsdom
// An upload that starts below the fold is brought into view with its bar and 'Cancelar'; one
// already in sight does not move the page.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocumentUploadStatus } from './DocumentUploadStatus.tsx';

type Status = Parameters<typeof DocumentUploadStatus>[0]['status'];

function sendingStatus(): Status {
  return {
    pending: {
      name: 'Licencia de conducir',
      chosen: { file: new File(['%PDF'], 'licencia.pdf', { type: 'application/pdf' }) },
      failure: null,
    },
    preparing: false,
    sending: true,
    progress: { loaded: 512, total: 2048 },
    cancel: vi.fn(),
    retry: vi.fn(),
    dismiss: vi.fn(),
  } as unknown as Status;
}

function placeAt(top: number) {
  window.matchMedia = vi.fn().mockReturnValue({ matches: false });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    top,
    bottom: top + 180,
  } as DOMRect);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('an upload on its way', () => {
  it('is scrolled into view when it starts below the fold, with its bar and Cancelar', () => {
    const scroll = vi.fn();
    HTMLElement.prototype.scrollIntoView = scroll;
    placeAt(window.innerHeight + 400);
    render(<DocumentUploadStatus status={sendingStatus()} />);
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ block: 'nearest' }));
    expect(screen.getByRole('progressbar', { name: 'Subiendo Licencia de conducir' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeTruthy();
  });

  it('leaves the page where it is when the upload is already in sight', () => {
    const scroll = vi.fn();
    HTMLElement.prototype.scrollIntoView = scroll;
    placeAt(100);
    render(<DocumentUploadStatus status={sendingStatus()} />);
    expect(scroll).not.toHaveBeenCalled();
  });
});
