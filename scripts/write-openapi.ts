// Part of `npm run build`: writes the contract document to dist/openapi.json (or the folder given
// as the first argument), with the base URLs the site is built with, so it is published with the
// site and can be handed to a backend team. The local API's development routes are left out.
import '../server/lib/quiet-sqlite-warning.ts';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contractDocument } from '../server/openapi/contract.ts';

const outDir = process.argv[2] ?? 'dist';
const file = join(outDir, 'openapi.json');
const env = (name: string) => process.env[name] || undefined;
const document = contractDocument({
  servers: {
    users: env('PUBLIC_USERS_API_URL') ?? 'http://localhost:8787',
    business: env('PUBLIC_BUSINESS_API_URL') ?? 'http://localhost:8787',
    data: env('PUBLIC_DATA_API_URL') ?? 'http://localhost:8787',
  },
});
mkdirSync(outDir, { recursive: true });
writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
const operations = Object.values(document.paths).reduce((sum, item) => sum + Object.keys(item).length, 0);
console.log(`Contrato del backend escrito en ${file} (${operations} operaciones)`);
