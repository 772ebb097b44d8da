// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $requestsFailing } from '@/lib/http/index.ts';
import OfflineBanner, { OFFLINE_TEXT, UNREACHABLE_TEXT } from './OfflineBanner.tsx';

function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  $requestsFailing.set(false);
});

describe('offline banner', () => {
  it('appears when the browser goes offline and leaves when it is back', () => {
    render(<OfflineBanner />);
    expect(screen.getByRole('status').textContent).toBe('');
    goOnline(false);
    expect(screen.getByRole('status').textContent).toBe(OFFLINE_TEXT);
    expect(OFFLINE_TEXT.startsWith('Sin conexión')).toBe(true);
    goOnline(true);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('appears when a request got no answer', () => {
    render(<OfflineBanner />);
    act(() => $requestsFailing.set(true));
    expect(screen.getByRole('status').textContent).toBe(UNREACHABLE_TEXT);
  });
});
