// GET /business/get-registered-profiles in-process: the workers of the company's own tenant only.
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CompanyLinksAnswerSchema, RegisteredWorkersAnswerSchema } from '../../../src/lib/contract/business.ts';
import { REGISTRANTS } from '../../seed/registrants-data.ts';
import { registrantEmail } from '../../seed/registrants.ts';
import { COMPANY, COMPANY_SUR, WORKER, createBusinessContext, json, type BusinessTestContext } from './test-helpers.ts';

let api: BusinessTestContext;
beforeEach(async () => {
  api = await createBusinessContext();
});
afterEach(() => api.cleanup());

const emailsOf = async (token: string | null) => {
  const response = await api.call('GET', '/business/get-registered-profiles', token);
  expect(response.status).toBe(200);
  // Built to the shape the company area reads.
  const { data, count } = v.parse(RegisteredWorkersAnswerSchema, await json(response));
  expect(count).toBe(data.length);
  return { emails: data.map((worker) => worker.email), data };
};

describe('GET /business/get-registered-profiles', () => {
  it('lists the workers registered with the company’s tenant and their profiles', async () => {
    const { emails, data } = await emailsOf(await api.tokenOf(COMPANY));
    expect(emails.sort()).toEqual(
      ['trabajador@demo.cl', 'verifica@demo.cl', ...REGISTRANTS.andes.map(registrantEmail)].sort(),
    );
    expect(data.find((worker) => worker.email === WORKER)).toMatchObject({
      firstname: 'Camila',
      lastname: 'Rojas',
      rut: '12.345.678-5',
      name_commune: 'Macul',
      profiles: [
        expect.objectContaining({ profile_name: 'Conductor' }),
        expect.objectContaining({ profile_name: 'Peoneta' }),
      ],
    });
  });

  it('keeps each tenant’s workers to itself', async () => {
    const { emails } = await emailsOf(await api.tokenOf(COMPANY_SUR));
    expect(emails.sort()).toEqual(['trabajador.sur@demo.cl', ...REGISTRANTS.sur.map(registrantEmail)].sort());
  });

  it('refuses a worker token', async () => {
    const worker = await api.tokenOf(WORKER, 'andes-2025');
    expect((await api.call('GET', '/business/get-registered-profiles', worker)).status).toBe(401);
  });
});

describe('GET /business/company-links', () => {
  it('answers the signed-in company’s own name and registration group, never another’s', async () => {
    const links = async (email: string) => {
      const response = await api.call('GET', '/business/company-links', await api.tokenOf(email));
      expect(response.status).toBe(200);
      return v.parse(CompanyLinksAnswerSchema, await json(response)).data;
    };
    expect(await links(COMPANY)).toEqual({
      display_name: 'Transportes Andes',
      name_business: 'transportes-andes',
      rgs: 'andes-2025',
    });
    expect(await links(COMPANY_SUR)).toEqual({
      display_name: 'Logística Sur',
      name_business: 'logistica-sur',
      rgs: 'sur-2025',
    });
    expect((await api.call('GET', '/business/company-links', null)).status).toBe(401);
    expect((await api.call('GET', '/business/company-links', await api.tokenOf(WORKER, 'andes-2025'))).status).toBe(
      401,
    );
  });
});
