import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_JPEG, TINY_PNG } from '../../lib/test-images.ts';
import { DEMO_TENANTS } from '../../seed/demo.ts';
import { createTestContext } from '../../test-support.ts';
import type { TestContext } from '../../test-support.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.cleanup());

describe('GET /public-files/:folder/:name', () => {
  it('serves each tenant logo as a PNG at the path stored in the database', async () => {
    for (const tenant of Object.values(DEMO_TENANTS)) {
      const response = await context.app.request(tenant.logo);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(Array.from(bytes.subarray(1, 4), (byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
    }
  });

  it('answers 404 for a missing image and 400 for an unknown folder or a path trick', async () => {
    expect((await context.app.request('/public-files/logos/no-existe.png')).status).toBe(404);
    const folder = await context.app.request('/public-files/users/1.png');
    expect(folder.status).toBe(400);
    expect(await folder.json()).toEqual({ message: ['Parámetro inválido'] });
    expect((await context.app.request('/public-files/logos/..%2F..%2Fenlista.db')).status).toBe(400);
  });

  it('takes the type from the verified content and serves nothing but complete images', async () => {
    const folder = join(context.filesDir, 'public', 'avatars');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'foto.png'), TINY_JPEG);
    const jpeg = await context.app.request('/public-files/avatars/foto.png');
    expect(jpeg.status).toBe(200);
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect(jpeg.headers.get('x-content-type-options')).toBe('nosniff');

    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    writeFileSync(join(folder, 'trampa.png'), new Uint8Array([...TINY_PNG, ...html]));
    writeFileSync(join(folder, 'pagina.jpg'), html);
    for (const name of ['trampa.png', 'pagina.jpg']) {
      const response = await context.app.request(`/public-files/avatars/${name}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
    }
  });
});
