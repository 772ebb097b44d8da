import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INVALID_LOGIN_LINK_MESSAGE, INVALID_REGISTER_LINK_MESSAGE, readTenantPath } from '@/lib/tenant-link.ts';
import { $alerts, clearAlerts } from './alerts.ts';
import { $tenantLink, guardTenantLink } from './tenant-link.ts';

const api = vi.hoisted(() => ({ usersPost: vi.fn() }));
vi.mock('@/lib/http/clients.ts', () => ({ usersApi: { post: api.usersPost }, businessApi: {}, dataApi: {} }));

beforeEach(() => {
  vi.useFakeTimers();
  clearAlerts();
  api.usersPost.mockReset().mockResolvedValue({ data: true });
});
afterEach(() => vi.useRealTimers());

describe('reading a company link', () => {
  it('takes the business name from the path and rgs from the query', () => {
    expect(readTenantPath('/login', '/login/transportes-andes', '?rgs=andes-2025')).toEqual({
      name_business: 'transportes-andes',
      rest: [],
      rgs: 'andes-2025',
    });
  });

  it('keeps further segments (the reset token form) and decodes them', () => {
    expect(readTenantPath('/resetpassword', '/resetpassword/logistica-sur/abc%2D1/', '')).toEqual({
      name_business: 'logistica-sur',
      rest: ['abc-1'],
      rgs: null,
    });
  });

  it('reports a missing business name and an empty rgs as missing', () => {
    expect(readTenantPath('/login', '/login', '?rgs=')).toEqual({ name_business: null, rest: [], rgs: null });
  });
});

describe('company link guard', () => {
  it('confirms a pair the server validates', async () => {
    const link = await guardTenantLink('login', { name_business: 'transportes-andes', rgs: 'andes-2025' });
    expect(link).toEqual({ name_business: 'transportes-andes', rgs: 'andes-2025' });
    expect(api.usersPost).toHaveBeenCalledWith('/api/users/validate-business-register/transportes-andes/andes-2025');
    expect($tenantLink.get()).toEqual({ status: 'valid', link });
  });

  it('rejects a pair the server does not confirm: login alert, then / after 3 s', async () => {
    api.usersPost.mockResolvedValue({ data: false });
    const leave = vi.fn();
    await expect(guardTenantLink('login', { name_business: 'x', rgs: 'y' }, { leave })).resolves.toBeNull();
    expect($alerts.get().map((alert) => alert.message)).toEqual([INVALID_LOGIN_LINK_MESSAGE]);
    expect(INVALID_LOGIN_LINK_MESSAGE.startsWith('La URL de login ha cambiado')).toBe(true);
    vi.advanceTimersByTime(2999);
    expect(leave).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(leave).toHaveBeenCalledWith('/');
    expect($alerts.get()).toEqual([]);
  });

  it('rejects a link without rgs or business name without asking the server', async () => {
    const leave = vi.fn();
    await expect(
      guardTenantLink('reset', { name_business: 'transportes-andes', rgs: null }, { leave }),
    ).resolves.toBeNull();
    await expect(guardTenantLink('login', { name_business: null, rgs: 'andes-2025' }, { leave })).resolves.toBeNull();
    expect(api.usersPost).not.toHaveBeenCalled();
  });

  it('uses the registration text for register links', async () => {
    await guardTenantLink('register', { name_business: 'x', rgs: null }, { leave: vi.fn() });
    expect($alerts.get()[0]?.message).toBe(INVALID_REGISTER_LINK_MESSAGE);
    expect(INVALID_REGISTER_LINK_MESSAGE).toBe(
      'La URL de registro ha cambiado. Contacta con tu empresa para obtener el enlace correcto.',
    );
  });

  it('treats a failed check (network) as not confirmed', async () => {
    api.usersPost.mockRejectedValue(new Error('offline'));
    await expect(guardTenantLink('login', { name_business: 'a', rgs: 'b' }, { leave: vi.fn() })).resolves.toBeNull();
  });
});
