// `npm run contract -- --base-url URL`: read-only checks of another deployment of the APIs
// against the contract document (every GET operation; nothing is created or changed). Prints, per
// operation, whether the answer matches, and exits non-zero on any mismatch.
//   --base-url URL       the three APIs on one host; or each one with
//   --users-url / --business-url / --data-url
//   CONTRACT_USER_TOKEN, CONTRACT_BUSINESS_TOKEN   session tokens (auth-user / auth-business);
//                                                  the operations that need a missing one are skipped
//   CONTRACT_USER_PROFILE_ID                       one of the worker's profiles (id_profile_user)
//   CONTRACT_TENANT=name/rgs                       a company's registration link
import '../server/lib/quiet-sqlite-warning.ts';
import { parseArgs } from 'node:util';
import { contractDocument } from '../server/openapi/contract.ts';
import { reportLines, runContractChecks } from './lib/contract-check.ts';

const USAGE =
  'Uso: npm run contract -- --base-url https://api.ejemplo.cl [--users-url …] [--business-url …] [--data-url …]';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    'users-url': { type: 'string' },
    'business-url': { type: 'string' },
    'data-url': { type: 'string' },
  },
});

const base = values['base-url'];
const users = values['users-url'] ?? base;
const business = values['business-url'] ?? base;
const data = values['data-url'] ?? base;
if (!users || !business || !data) {
  console.error(USAGE);
  process.exit(2);
}

const [tenantName, tenantRgs] = (process.env['CONTRACT_TENANT'] ?? '').split('/');
const profile = Number(process.env['CONTRACT_USER_PROFILE_ID']);
const results = await runContractChecks({
  document: contractDocument(),
  targets: { users, business, data },
  userToken: process.env['CONTRACT_USER_TOKEN'] || undefined,
  businessToken: process.env['CONTRACT_BUSINESS_TOKEN'] || undefined,
  tenant: tenantName && tenantRgs ? { name: tenantName, rgs: tenantRgs } : undefined,
  userProfileId: Number.isInteger(profile) && profile > 0 ? profile : undefined,
});

console.log(
  `Contrato del backend contra ${users === business && users === data ? users : `${users}, ${business}, ${data}`}\n`,
);
for (const line of reportLines(results)) console.log(line);
process.exit(results.some((result) => result.outcome === 'mismatch') ? 1 : 0);
