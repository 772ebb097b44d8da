import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CONTRACT_ITEMS_SAMPLE } from '../contract/contract-template.sample.ts';
import {
  CLP_FORMAT_MESSAGE,
  CLP_MAX_MESSAGE,
  CLP_MIN_MESSAGE,
  CLP_REQUIRED_MESSAGE,
  clpAmountSchema,
  parseClp,
} from './clp-amount.ts';
import {
  START_DATE_INVALID_MESSAGE,
  START_DATE_REQUIRED_MESSAGE,
  contractTemplateSchema,
  contractTitleSchema,
  positionSchema,
  startDateSchema,
  workingHoursSchema,
  workplaceSchema,
  BIRTH_DATE_AGE_MESSAGE,
  BIRTH_DATE_INVALID_MESSAGE,
  BIRTH_DATE_REQUIRED_MESSAGE,
  END_DATE_INVALID_MESSAGE,
  END_DATE_LIMIT_MESSAGE,
  END_DATE_ORDER_MESSAGE,
  END_DATE_REQUIRED_MESSAGE,
  WEEKLY_HOURS_FORMAT_MESSAGE,
  WEEKLY_HOURS_REQUIRED_MESSAGE,
  WORK_LENGTH_MESSAGE,
  WORK_REQUIRED_MESSAGE,
  birthDateSchema,
  contractTermSchema,
  nationalitySchema,
  paymentKindSchema,
  paymentPeriodSchema,
  weeklyHoursLimit,
  weeklyHoursLimitMessage,
  weeklyHoursSchema,
} from './contract-template.ts';
import { CONTRACT_PDF } from './file-rules.ts';
import { checkFile } from './file.ts';
import {
  REJECTION_REASON_MAX_MESSAGE,
  REJECTION_REASON_MIN_MESSAGE,
  REJECTION_REASON_REQUIRED_MESSAGE,
  rejectionReasonSchema,
} from './refusal-reason.ts';
import { SIGNING_CODE_FORMAT_MESSAGE, SIGNING_CODE_REQUIRED_MESSAGE, signingCodeSchema } from './signing-code.ts';
import {
  CONSENT_REQUIRED_MESSAGE,
  CONTRACT_CONSENT_TEXT,
  READ_ALL_REQUIRED_MESSAGE,
  consentSchema,
  readAllSchema,
} from './signing-consent.ts';
import { firstMessage, outputOf } from './test-helpers.ts';
import {
  VERIFICATION_CODE_FORMAT_MESSAGE,
  VERIFICATION_CODE_REQUIRED_MESSAGE,
  normaliseVerificationCode,
  verificationCodeSchema,
} from './verification-code.ts';

describe('the signing code', () => {
  it('is six digits, spaces around them dropped', () => {
    expect(outputOf(signingCodeSchema(), ' 048213 ')).toBe('048213');
  });

  it.each([
    ['', SIGNING_CODE_REQUIRED_MESSAGE],
    ['   ', SIGNING_CODE_REQUIRED_MESSAGE],
    [undefined, SIGNING_CODE_REQUIRED_MESSAGE],
    ['12345', SIGNING_CODE_FORMAT_MESSAGE],
    ['1234567', SIGNING_CODE_FORMAT_MESSAGE],
    ['12a456', SIGNING_CODE_FORMAT_MESSAGE],
    ['123 456', SIGNING_CODE_FORMAT_MESSAGE],
  ])('refuses %j with %s', (input, message) => {
    expect(firstMessage(signingCodeSchema(), input)).toBe(message);
  });
});

describe('the rejection reason', () => {
  it('takes 10 to 500 characters, on several lines', () => {
    expect(outputOf(rejectionReasonSchema(), '  El sueldo no es el acordado.\nRevisar.  ')).toBe(
      'El sueldo no es el acordado.\nRevisar.',
    );
    expect(firstMessage(rejectionReasonSchema(), 'x'.repeat(500))).toBeNull();
  });

  it.each([
    ['', REJECTION_REASON_REQUIRED_MESSAGE],
    [null, REJECTION_REASON_REQUIRED_MESSAGE],
    ['No quiero', REJECTION_REASON_MIN_MESSAGE],
    ['x'.repeat(501), REJECTION_REASON_MAX_MESSAGE],
    ['Motivo con \u0000 nulo', 'Contiene caracteres no permitidos'],
  ])('refuses %j with %s', (input, message) => {
    expect(firstMessage(rejectionReasonSchema(), input)).toBe(message);
  });
});

describe('consent and reading', () => {
  it('keeps the express consent text word for word', () => {
    expect(CONTRACT_CONSENT_TEXT).toBe(
      'Acepto firmar electrónicamente este contrato y recibir una copia en mi correo.',
    );
  });

  it('accept only true', () => {
    expect(firstMessage(consentSchema(), true)).toBeNull();
    expect(firstMessage(readAllSchema(), true)).toBeNull();
    for (const value of [false, 'true', 1, undefined, null]) {
      expect(firstMessage(consentSchema(), value)).toBe(CONSENT_REQUIRED_MESSAGE);
      expect(firstMessage(readAllSchema(), value)).toBe(READ_ALL_REQUIRED_MESSAGE);
    }
  });
});

describe('an amount in pesos', () => {
  it.each([
    ['850000', 850000],
    ['850.000', 850000],
    ['$850.000', 850000],
    ['$ 1.250.000', 1250000],
    [529000, 529000],
  ])('reads %j as %i', (input, amount) => {
    expect(outputOf(clpAmountSchema(), input)).toBe(amount);
  });

  it.each([
    ['', CLP_REQUIRED_MESSAGE],
    [undefined, CLP_REQUIRED_MESSAGE],
    ['850,5', CLP_FORMAT_MESSAGE],
    ['850.000,00', CLP_FORMAT_MESSAGE],
    ['85.00', CLP_FORMAT_MESSAGE],
    ['ochocientos', CLP_FORMAT_MESSAGE],
    ['-5000', CLP_FORMAT_MESSAGE],
    [1.5, CLP_FORMAT_MESSAGE],
    ['0', CLP_MIN_MESSAGE],
    [0, CLP_MIN_MESSAGE],
    ['100.000.000', CLP_MAX_MESSAGE],
  ])('refuses %j with %s', (input, message) => {
    expect(firstMessage(clpAmountSchema(), input)).toBe(message);
  });

  it('parses nothing that is not whole pesos', () => {
    expect(parseClp('1.2345')).toBeNull();
    expect(parseClp('9'.repeat(13))).toBeNull();
  });
});

describe('the contract template', () => {
  const valid = {
    document_name: 'Contrato de trabajo',
    cargo: 'Conductora de reparto',
    fecha_inicio: '2026-01-05',
    jornada: 'Lunes a viernes, 09:00 a 18:00',
    remuneracion: '850.000',
    lugar_trabajo: 'Centro de distribución Quilicura',
    ...CONTRACT_ITEMS_SAMPLE,
  };

  it('accepts a filled template and gives the pay and the hours as integers', () => {
    expect(outputOf(contractTemplateSchema(), valid)).toEqual({ ...valid, remuneracion: 850000, horas_semanales: 40 });
  });

  it.each([
    [contractTitleSchema(), '', 'Ingresa el nombre del contrato.'],
    [contractTitleSchema(), 'ab', 'El nombre del contrato debe tener entre 3 y 100 caracteres.'],
    [positionSchema(), '', 'Ingresa el cargo.'],
    [positionSchema(), 'x'.repeat(101), 'El cargo debe tener entre 2 y 100 caracteres.'],
    [workingHoursSchema(), '', 'Ingresa la distribución de la jornada.'],
    [workingHoursSchema(), 'ab', 'La distribución de la jornada debe tener entre 3 y 150 caracteres.'],
    [workplaceSchema(), '', 'Ingresa el lugar de trabajo.'],
    [workplaceSchema(), 'x'.repeat(151), 'El lugar de trabajo debe tener entre 3 y 150 caracteres.'],
    [workplaceSchema(), 'Bodega\nNorte', 'Debe ir en una sola línea'],
    [startDateSchema(), '', START_DATE_REQUIRED_MESSAGE],
    [startDateSchema(), '2026-02-30', START_DATE_INVALID_MESSAGE],
    [startDateSchema(), '05/01/2026', START_DATE_INVALID_MESSAGE],
    [startDateSchema(), '1999-12-31', START_DATE_INVALID_MESSAGE],
    [birthDateSchema(), '', BIRTH_DATE_REQUIRED_MESSAGE],
    [birthDateSchema(), '1994-02-30', BIRTH_DATE_INVALID_MESSAGE],
    [nationalitySchema(), 'ch', 'La nacionalidad debe tener entre 3 y 60 caracteres.'],
    [weeklyHoursSchema(), '', WEEKLY_HOURS_REQUIRED_MESSAGE],
    [weeklyHoursSchema(), '42,5', WEEKLY_HOURS_FORMAT_MESSAGE],
    [weeklyHoursSchema(), '0', WEEKLY_HOURS_FORMAT_MESSAGE],
    [paymentKindSchema(), 'bitcoin', 'Elige la forma de pago.'],
    [paymentPeriodSchema(), 'anual', 'Elige el período de pago.'],
    [contractTermSchema(), '', 'Elige el plazo del contrato.'],
  ] as const)('refuses a bad field with its message (%#)', (schema, input, message) => {
    expect(firstMessage(schema, input)).toBe(message);
  });

  // docs/legal/contract-contents.md, CC-5: the legal week on the start date.
  it.each([
    ['2024-04-25', 45],
    ['2024-04-26', 44],
    ['2026-04-25', 44],
    ['2026-04-26', 42],
    ['2028-04-26', 40],
  ])('limits the week that starts on %s to %i hours', (start, limit) => {
    expect(weeklyHoursLimit(start)).toBe(limit);
    const over = v.safeParse(contractTemplateSchema(), { ...valid, fecha_inicio: start, horas_semanales: limit + 1 });
    expect(over.issues?.map((issue) => [issue.path?.[0]?.key, issue.message])).toEqual([
      ['horas_semanales', weeklyHoursLimitMessage(limit)],
    ]);
    expect(
      v.safeParse(contractTemplateSchema(), { ...valid, fecha_inicio: start, horas_semanales: limit }).success,
    ).toBe(true);
  });

  // CC-6: a fixed term needs an end after the start and at most two years later; a work, its description.
  it.each([
    [{ plazo: 'fijo', fecha_termino: '' }, 'fecha_termino', END_DATE_REQUIRED_MESSAGE],
    [{ plazo: 'fijo', fecha_termino: '2026-13-01' }, 'fecha_termino', END_DATE_INVALID_MESSAGE],
    [{ plazo: 'fijo', fecha_termino: '2026-01-05' }, 'fecha_termino', END_DATE_ORDER_MESSAGE],
    [{ plazo: 'fijo', fecha_termino: '2028-01-06' }, 'fecha_termino', END_DATE_LIMIT_MESSAGE],
    [{ plazo: 'obra', obra: '' }, 'obra', WORK_REQUIRED_MESSAGE],
    [{ plazo: 'obra', obra: 'Obra' }, 'obra', WORK_LENGTH_MESSAGE],
    [{ fecha_nacimiento: '2011-01-06' }, 'fecha_nacimiento', BIRTH_DATE_AGE_MESSAGE],
  ])('refuses %j on its field', (change, key, message) => {
    const result = v.safeParse(contractTemplateSchema(), { ...valid, ...change });
    expect(result.issues?.map((issue) => [issue.path?.[0]?.key, issue.message])).toEqual([[key, message]]);
  });

  it('accepts a fixed term of up to two years and a described work', () => {
    for (const change of [
      { plazo: 'fijo', fecha_termino: '2028-01-05' },
      { plazo: 'obra', obra: 'Temporada de Navidad' },
      { fecha_nacimiento: '2011-01-05' },
    ]) {
      expect(v.safeParse(contractTemplateSchema(), { ...valid, ...change }).success).toBe(true);
    }
  });

  it('names each missing field', () => {
    const result = v.safeParse(contractTemplateSchema(), {}, { abortPipeEarly: true });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => issue.message)).toEqual([
      'Ingresa el nombre del contrato.',
      'Ingresa la ciudad donde se firma.',
      'Ingresa el domicilio de la empresa.',
      'Ingresa la nacionalidad del trabajador.',
      BIRTH_DATE_REQUIRED_MESSAGE,
      'Ingresa el domicilio del trabajador.',
      'Ingresa el cargo.',
      'Ingresa el lugar de trabajo.',
      CLP_REQUIRED_MESSAGE,
      'Elige la forma de pago.',
      'Elige el período de pago.',
      WEEKLY_HOURS_REQUIRED_MESSAGE,
      'Ingresa la distribución de la jornada.',
      START_DATE_REQUIRED_MESSAGE,
      'Elige el plazo del contrato.',
    ]);
  });
});

describe('the contract PDF rule', () => {
  it('takes a PDF up to 10 MB and nothing else', () => {
    expect(checkFile({ name: 'contrato.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 }, CONTRACT_PDF)).toEqual({
      ok: true,
    });
    expect(
      checkFile({ name: 'contrato.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 + 1 }, CONTRACT_PDF),
    ).toMatchObject({ ok: false, message: 'El archivo no puede ser mayor a 10MB' });
    expect(checkFile({ name: 'contrato.docx', type: 'application/msword', size: 10 }, CONTRACT_PDF)).toMatchObject({
      ok: false,
      message: 'El contrato debe ser un archivo PDF.',
    });
  });
});

describe('the document verification code', () => {
  it('reads a code typed in any case, with or without dashes', () => {
    expect(normaliseVerificationCode('7kqf m2xd 9prt')).toBe('7KQF-M2XD-9PRT');
    expect(outputOf(verificationCodeSchema(), '7KQFM2XD9PRT')).toBe('7KQF-M2XD-9PRT');
  });

  it.each([
    ['', VERIFICATION_CODE_REQUIRED_MESSAGE],
    ['7KQF-M2XD', VERIFICATION_CODE_FORMAT_MESSAGE],
    ['7KQF-M2XD-9PRO', VERIFICATION_CODE_FORMAT_MESSAGE],
    ['7KQF-M2XD-9PRTX', VERIFICATION_CODE_FORMAT_MESSAGE],
    ['<script>alert(1)</script>', VERIFICATION_CODE_FORMAT_MESSAGE],
  ])('refuses %j with %s', (input, message) => {
    expect(firstMessage(verificationCodeSchema(), input)).toBe(message);
  });
});

describe('the driver’s e-mail for a copy of the signed power', () => {
  it('may stay empty, or be an address under the owner’s rules', async () => {
    const { driverEmailSchema } = await import('./email.ts');
    expect(outputOf(driverEmailSchema(), '')).toBe('');
    expect(outputOf(driverEmailSchema(), undefined)).toBe('');
    expect(outputOf(driverEmailSchema(), ' juan@correo.cl ')).toBe('juan@correo.cl');
    expect(firstMessage(driverEmailSchema(), 'juan@correo')).toBe('Correo electrónico inválido');
    expect(firstMessage(driverEmailSchema(), `${'a'.repeat(65)}@correo.cl`)).toBe(
      'Correo electrónico no puede exceder los 70 caracteres',
    );
  });
});
