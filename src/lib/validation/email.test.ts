import { describe, expect, it } from 'vitest';
import {
  BLOCKED_EMAIL_DOMAIN_WORD,
  contactEmailSchema,
  EMAIL_CHARACTERS_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  hasBlockedEmailDomain,
  loginEmailSchema,
  meetingEmailSchema,
  ownerEmailSchema,
  recoveryEmailSchema,
  registrationEmailSchema,
  bankEmailSchema,
} from './email.ts';
import { firstMessage } from './test-helpers.ts';
import * as v from 'valibot';

/** An address of exactly `length` characters. */
function addressOfLength(length: number): string {
  const domain = '@correo.cl';
  return 'a'.repeat(length - domain.length) + domain;
}

describe('contact e-mail', () => {
  const email = contactEmailSchema({ max: 65 });

  it('accepts a simple address with allowed characters', () => {
    expect(firstMessage(email, 'juan.perez_1-x@empresa.cl')).toBeNull();
    expect(firstMessage(email, '  juan@empresa.cl  ')).toBeNull();
  });

  it('requires an address', () => {
    expect(firstMessage(email, '')).toBe('Campo requerido');
  });

  it('rejects an address without @ or domain suffix', () => {
    expect(firstMessage(email, 'juan.empresa.cl')).toBe(EMAIL_INVALID_MESSAGE);
    expect(firstMessage(email, 'juan@empresa')).toBe('Correo electrónico inválido');
    expect(firstMessage(email, 'juan @empresa.cl')).toBe('Correo electrónico inválido');
  });

  it('rejects a trailing dot and any empty part between dots, which would reach the same mailbox', () => {
    for (const address of ['trabajador@demo.cl.', 'trabajador@demo..cl', 'trabajador@.demo.cl', '.ana@demo.cl']) {
      expect(firstMessage(email, address), address).toBe(EMAIL_INVALID_MESSAGE);
    }
    expect(firstMessage(email, 'ana..rojas@demo.cl')).toBe(EMAIL_INVALID_MESSAGE);
    expect(firstMessage(email, 'ana.@demo.cl')).toBe(EMAIL_INVALID_MESSAGE);
    expect(firstMessage(email, 'ana.rojas@mail.demo.cl')).toBeNull();
  });

  it('hands on the address trimmed and in lower case, so one mailbox is one value', () => {
    expect(v.parse(email, '  Trabajador@Demo.CL ')).toBe('trabajador@demo.cl');
  });

  it('rejects characters outside a-z A-Z 0-9 @ . _ -', () => {
    expect(firstMessage(email, 'josé@empresa.cl')).toBe(EMAIL_CHARACTERS_MESSAGE);
    expect(firstMessage(email, 'juan+1@empresa.cl')).toBe(
      'El correo electrónico solo puede contener caracteres permitidos (a-z, A-Z, 0-9, @, ., _, -)',
    );
  });

  it('rejects a domain containing the provider’s own name, in any case', () => {
    expect(BLOCKED_EMAIL_DOMAIN_WORD).toBe('enlista');
    expect(firstMessage(email, 'ana@enlista.cl')).toBe(EMAIL_INVALID_MESSAGE);
    expect(firstMessage(email, 'ana@mail.EnLista.com')).toBe(EMAIL_INVALID_MESSAGE);
    expect(firstMessage(email, 'enlista@empresa.cl')).toBeNull();
    expect(hasBlockedEmailDomain('sin-arroba-enlista')).toBe(false);
  });

  it('accepts the maximum length and rejects one more', () => {
    expect(firstMessage(email, addressOfLength(65))).toBeNull();
    expect(firstMessage(email, addressOfLength(66))).toBe('Correo electrónico no puede exceder los 65 caracteres');
  });
});

describe('per-form contact e-mail maxima', () => {
  it('allows 50 at registration, 65 for meetings, 70 for the owner and 80 for bank details', () => {
    const cases = [
      [registrationEmailSchema(), 50],
      [meetingEmailSchema(), 65],
      [ownerEmailSchema(), 70],
      [bankEmailSchema(), 80],
    ] as const;
    for (const [schema, max] of cases) {
      expect(firstMessage(schema, addressOfLength(max))).toBeNull();
      expect(firstMessage(schema, addressOfLength(max + 1))).toBe(
        `Correo electrónico no puede exceder los ${max} caracteres`,
      );
    }
  });

  it('uses the owner’s own required message', () => {
    expect(firstMessage(ownerEmailSchema(), '')).toBe('Correo electrónico es requerido');
  });
});

describe('login and recovery e-mail', () => {
  it('accepts a login address with a 2 to 6 letter suffix', () => {
    expect(firstMessage(loginEmailSchema(), 'ana.p_1-x@empresa.cl')).toBeNull();
    expect(firstMessage(loginEmailSchema(), 'ana@empresa.museum')).toBeNull();
  });

  it('requires the login e-mail', () => {
    expect(firstMessage(loginEmailSchema(), '')).toBe('Email es requerido');
  });

  it('rejects a trailing dot and hands on the address in lower case', () => {
    expect(firstMessage(loginEmailSchema(), 'empresa@demo.cl.')).toBe('Email inválido');
    expect(firstMessage(recoveryEmailSchema(), 'empresa@demo..cl')).toBe('Email inválido');
    expect(v.parse(loginEmailSchema(), 'Empresa@Demo.cl')).toBe('empresa@demo.cl');
  });

  it('rejects a suffix shorter than 2 or longer than 6 letters', () => {
    expect(firstMessage(loginEmailSchema(), 'ana@empresa.c')).toBe('Email inválido');
    expect(firstMessage(loginEmailSchema(), 'ana@empresa.company')).toBe('Email inválido');
    expect(firstMessage(loginEmailSchema(), 'ana+1@empresa.cl')).toBe('Email inválido');
  });

  it('allows 50 characters at login and 60 for recovery', () => {
    expect(firstMessage(loginEmailSchema(), addressOfLength(50))).toBeNull();
    expect(firstMessage(loginEmailSchema(), addressOfLength(51))).toBe('Email no puede exceder los 50 caracteres');
    expect(firstMessage(recoveryEmailSchema(), addressOfLength(60))).toBeNull();
    expect(firstMessage(recoveryEmailSchema(), addressOfLength(61))).toBe('Email no puede exceder los 60 caracteres');
  });

  it('requires the recovery e-mail with the generic message', () => {
    expect(firstMessage(recoveryEmailSchema(), '')).toBe('Campo requerido');
    expect(firstMessage(recoveryEmailSchema(), 'ana@')).toBe('Email inválido');
  });
});
