import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANTS } from '../../seed/demo.ts';
import { createTestContext } from '../../test-support.ts';
import type { TestContext } from '../../test-support.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.cleanup());

const validate = (name: string, rgs: string) =>
  context.app.request(`/api/users/validate-business-register/${encodeURIComponent(name)}/${encodeURIComponent(rgs)}`, {
    method: 'POST',
  });

describe('POST /api/users/validate-business-register/:name_business/:rgs', () => {
  it('confirms both demo tenant links', async () => {
    for (const tenant of Object.values(DEMO_TENANTS)) {
      const response = await validate(tenant.name_business, tenant.rgs);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data: true });
    }
  });

  it('answers false for any other pair, including crossed tenants', async () => {
    const pairs: [string, string][] = [
      ['transportes-andes', 'sur-2025'],
      ['logistica-sur', 'andes-2025'],
      ['transportes-andes', 'ANDES-2025'],
      ['otra-empresa', 'andes-2025'],
      ["x' OR '1'='1", 'y'],
    ];
    for (const [name, rgs] of pairs) {
      const response = await validate(name, rgs);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data: false });
    }
  });

  it('rejects an absurdly long segment with "Parámetro inválido"', async () => {
    const response = await validate('a'.repeat(101), 'andes-2025');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: ['Parámetro inválido'] });
  });

  it('only answers POST', async () => {
    const response = await context.app.request('/api/users/validate-business-register/transportes-andes/andes-2025');
    expect(response.status).toBe(404);
  });
});
