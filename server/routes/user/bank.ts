// /api/users/bank-details — the signed-in worker's bank details, auth-user:
//   GET    /get-banks-details                          → { data: Bank[] } (zero or one)
//   POST   /add-bank-details  all fields               → 201 { message, data: Bank };
//          409 'Solo puede tener una cuenta bancaria' when the worker already has one
//   GET    /get-bank-details-for-update/:id            → { data: Bank }
//   PUT    /update-bank-details/:id  changed fields    → { message, data: Bank }
//   PUT    /change-select-bank/:id  { selected }       → { message, data: Bank }
//          (selected: true/false, or 'Seleccionado'/'' as the client stores it)
//   DELETE /delete-bank-details/:id                    → { message }
// Fields follow src/lib/validation/bank-details.ts (400 with its messages). Id 0 answers 400;
// another worker's account answers 404 as if it did not exist.
import { Hono, type Context } from 'hono';
import { BANK_MESSAGES } from '../../../src/lib/validation/index.ts';
import type { AppDeps } from '../../deps.ts';
import { isStaleWrite, staleWrite } from '../../lib/concurrency.ts';
import { requireUser, type AuthEnv } from '../../lib/require-auth.ts';
import { jsonBody } from '../../lib/validate.ts';
import { banksOf, deleteBank, findBank, insertBank, setBankSelected, updateBank } from './bank-store.ts';
import { recordIdParam } from './profile-params.ts';
import {
  BankDetailsBodySchema,
  BankDetailsUpdateBodySchema,
  SELECTED_INVALID_MESSAGE,
  SelectedBankBodySchema,
} from '../../../src/lib/contract/bank.ts';

export const BANK_API_MESSAGES = {
  notFound: 'Cuenta bancaria no encontrada',
  selected: 'Cuenta bancaria seleccionada',
  unselected: 'Cuenta bancaria sin seleccionar',
  selectedInvalid: SELECTED_INVALID_MESSAGE,
} as const;

const selectedBody = jsonBody(SelectedBankBodySchema);

export function userBankRoutes(deps: AppDeps) {
  const auth = requireUser(deps);
  const idParam = recordIdParam();
  const owner = (c: Context<AuthEnv>) => c.get('session').account.id_user;
  const notFound = (c: Context<AuthEnv>) => c.json({ message: BANK_API_MESSAGES.notFound }, 404);

  return new Hono<AuthEnv>()
    .get('/get-banks-details', auth, (c) => c.json({ data: banksOf(deps.db, owner(c)) }))
    .post('/add-bank-details', auth, jsonBody(BankDetailsBodySchema), (c) => {
      const id = insertBank(deps.db, owner(c), c.req.valid('json'), deps.now());
      if (id === null) return c.json({ message: BANK_MESSAGES.onlyOne }, 409);
      return c.json({ message: BANK_MESSAGES.created, data: findBank(deps.db, owner(c), id) }, 201);
    })
    .get('/get-bank-details-for-update/:id', auth, idParam, (c) => {
      const bank = findBank(deps.db, owner(c), c.req.valid('param').id);
      return bank ? c.json({ data: bank }) : notFound(c);
    })
    .put('/update-bank-details/:id', auth, idParam, jsonBody(BankDetailsUpdateBodySchema), (c) => {
      const { id } = c.req.valid('param');
      const current = findBank(deps.db, owner(c), id);
      if (current && isStaleWrite(c, current.version)) return staleWrite(c);
      if (!updateBank(deps.db, owner(c), id, c.req.valid('json'), deps.now())) return notFound(c);
      return c.json({ message: BANK_MESSAGES.updated, data: findBank(deps.db, owner(c), id) });
    })
    .put('/change-select-bank/:id', auth, idParam, selectedBody, (c) => {
      const { id } = c.req.valid('param');
      const { selected } = c.req.valid('json');
      if (!setBankSelected(deps.db, owner(c), id, selected, deps.now())) return notFound(c);
      const message = selected ? BANK_API_MESSAGES.selected : BANK_API_MESSAGES.unselected;
      return c.json({ message, data: findBank(deps.db, owner(c), id) });
    })
    .delete('/delete-bank-details/:id', auth, idParam, (c) => {
      if (!deleteBank(deps.db, owner(c), c.req.valid('param').id)) return notFound(c);
      return c.json({ message: BANK_MESSAGES.deleted });
    });
}
