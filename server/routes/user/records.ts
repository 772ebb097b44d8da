// /api/users — the signed-in worker's records; header auth-user on all of them:
//   GET /contracts/all → { data: [{ empresa, date_send, date_signature, document, document_name,
//       status, id_history, original_document_id, url_file }] }, newest first
//   GET /contracts/download-file/:original_document_id/:id_history → the PDF of a SIGNED contract
//   GET /assistance/user-assistance → { data: [{ nameBusiness, dateConfirm, confirm }] }, newest first
//   GET /penaltys/user-penalty → { data: [{ operation, dateConfirm, amount, description }] }, newest first
//   GET /get-all-profiles-business/:id → { data: [{ id_profile, profile_name }] }: the profiles the
//       worker's own company offers; :id is its id_business or name_business (another company: 403)
// Another worker's contract ids answer 404, as if they did not exist.
import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { requireUser, type AuthEnv } from '../../lib/require-auth.ts';
import { routeParams } from '../../lib/validate.ts';
import { sendStoredFile } from './documents-response.ts';
import {
  attendanceOf,
  businessProfiles,
  contractsOf,
  findSignedContract,
  isOwnBusiness,
  penaltiesOf,
} from './records-store.ts';
import { CompanyProfilesParamsSchema, ContractParamsSchema } from '../../../src/lib/contract/records.ts';

export const RECORD_MESSAGES = {
  contractNotFound: 'Contrato no encontrado',
  otherBusiness: 'No tienes acceso a los perfiles de esta empresa.',
} as const;

const contractParams = routeParams(ContractParamsSchema);
const businessParams = routeParams(CompanyProfilesParamsSchema);

export function userRecordRoutes(deps: AppDeps) {
  const auth = requireUser(deps);
  return new Hono<AuthEnv>()
    .get('/contracts/all', auth, (c) => c.json({ data: contractsOf(deps.db, c.get('session').account.id_user) }))
    .get('/contracts/download-file/:original_document_id/:id_history', auth, contractParams, (c) => {
      const { original_document_id, id_history } = c.req.valid('param');
      const idUser = c.get('session').account.id_user;
      const contract = findSignedContract(deps.db, idUser, original_document_id, id_history);
      if (!contract) return c.json({ message: RECORD_MESSAGES.contractNotFound }, 404);
      return sendStoredFile(c, deps, contract.storagePath, `contract_${id_history}.pdf`);
    })
    .get('/assistance/user-assistance', auth, (c) =>
      c.json({ data: attendanceOf(deps.db, c.get('session').account.id_user) }),
    )
    .get('/penaltys/user-penalty', auth, (c) =>
      c.json({ data: penaltiesOf(deps.db, c.get('session').account.id_user) }),
    )
    .get('/get-all-profiles-business/:id', auth, businessParams, (c) => {
      const account = c.get('session').account;
      if (!isOwnBusiness(deps.db, account.id_business, c.req.valid('param').id)) {
        return c.json({ message: RECORD_MESSAGES.otherBusiness }, 403);
      }
      return c.json({ data: businessProfiles(deps.db, account.id_business) });
    });
}
