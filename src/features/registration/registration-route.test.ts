// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { placeFrom, pushFormPlace, readRegistrationRoute, showFormPlace, withFormPlace } from './registration-route.ts';

describe('registration route', () => {
  it('reads the company link of both entries', () => {
    expect(readRegistrationRoute('/register', '/register/transportes-andes', '?rgs=andes-2025').path).toEqual({
      name_business: 'transportes-andes',
      rest: [],
      rgs: 'andes-2025',
    });
    expect(readRegistrationRoute('/register-main', '/register-main/logistica-sur', '?rgs=sur-2025').path).toMatchObject(
      {
        name_business: 'logistica-sur',
        rgs: 'sur-2025',
      },
    );
  });

  it('reports a missing business name or rgs as null', () => {
    const route = readRegistrationRoute('/register', '/register', '');
    expect(route.path).toMatchObject({ name_business: null, rgs: null });
  });

  it('keeps the dynamic flow’s id_form and order when they are positive numbers', () => {
    expect(readRegistrationRoute('/register', '/register/x', '?rgs=y&id_form=3&order=2')).toMatchObject({
      formId: 3,
      order: 2,
    });
    expect(readRegistrationRoute('/register', '/register/x', '?id_form=abc&order=0')).toMatchObject({
      formId: null,
      order: null,
    });
  });

  it('writes id_form and order into the query, keeping rgs', () => {
    expect(withFormPlace('?rgs=sur-2025', 1, 2)).toBe('?rgs=sur-2025&id_form=1&order=2');
    expect(withFormPlace('?rgs=sur-2025&id_form=1&order=2', 1, null)).toBe('?rgs=sur-2025&id_form=1');
    expect(withFormPlace('?id_form=1&order=2', null, null)).toBe('');
  });

  it('pushes a page as a history entry that says where it came from; mirroring the place adds none', () => {
    window.history.replaceState(null, '', '/register/logistica-sur?rgs=sur-2025');
    const before = window.history.length;
    showFormPlace(1, null);
    expect(window.history.length).toBe(before);
    expect(window.location.search).toBe('?rgs=sur-2025&id_form=1');
    pushFormPlace(1, 2, 0);
    expect(window.history.length).toBe(before + 1);
    expect(window.location.search).toBe('?rgs=sur-2025&id_form=1&order=2');
    expect(placeFrom(window.history.state)).toBe(0);
    expect(placeFrom(null)).toBeNull();
    expect(placeFrom({ registrationStep: 2 })).toBeNull();
  });
});
