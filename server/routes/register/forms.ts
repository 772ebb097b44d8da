// /forms/register — the dynamic registration form of a company:
//   GET /active?slug={rgs}               → { data: { id_form, id_page, bg_color, button_color,
//                                            name_business } } or { data: null } when the company
//                                            uses the fixed registration
//   GET /page?id_form={id}&id_page={id}  → { data: page }
//   GET /all?id_form={id}                → { data: page[] } in order_sequence
// A page: { id_page, id_form, page_title, bg_color, order_sequence, next_page_id,
// button: { label, action, color }, components }. Unknown slug, form or page: 404 { message }.
import { Hono } from 'hono';
import {
  ActiveFormQuerySchema,
  FormPageQuerySchema,
  FormPagesQuerySchema,
} from '../../../src/lib/contract/register.ts';
import type { AppDeps } from '../../deps.ts';
import { queryParams } from '../../lib/validate.ts';
import { activeForm, activeFormById, formPage, formPages } from './form-read.ts';
import { REGISTER_MESSAGES } from './messages.ts';
import { tenantByRgs } from './tenant.ts';

const activeQuery = queryParams(ActiveFormQuerySchema);
const pageQuery = queryParams(FormPageQuerySchema);
const allQuery = queryParams(FormPagesQuerySchema);

export function formRoutes(deps: AppDeps) {
  const notFound = { message: REGISTER_MESSAGES.formNotFound };
  return new Hono()
    .get('/active', activeQuery, (c) => {
      const tenant = tenantByRgs(deps.db, c.req.valid('query').slug);
      if (!tenant) return c.json(notFound, 404);
      if (tenant.registration_kind !== 'dynamic') return c.json({ data: null });
      const form = activeForm(deps.db, tenant.id_business);
      if (!form || form.first_page_id === null) return c.json(notFound, 404);
      return c.json({
        data: {
          id_form: form.id_form,
          id_page: form.first_page_id,
          bg_color: form.bg_color,
          button_color: form.button_color,
          name_business: tenant.display_name,
        },
      });
    })
    .get('/page', pageQuery, (c) => {
      const query = c.req.valid('query');
      const page = activeFormById(deps.db, query.id_form) && formPage(deps.db, query.id_form, query.id_page);
      if (!page) return c.json({ message: REGISTER_MESSAGES.pageNotFound }, 404);
      return c.json({ data: page });
    })
    .get('/all', allQuery, (c) => {
      const query = c.req.valid('query');
      if (!activeFormById(deps.db, query.id_form)) return c.json(notFound, 404);
      return c.json({ data: formPages(deps.db, query.id_form) });
    });
}
