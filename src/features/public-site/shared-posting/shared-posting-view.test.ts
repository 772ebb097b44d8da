import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths.ts';
import type { SharedPosting } from '@/lib/contract/public-posting.ts';
import { postingFacts } from '@/lib/posting-facts.ts';
import { withReturnPath } from '@/lib/return-path.ts';
import { postingActions, postingIdIn, sharedPostingPath, viewOf } from './shared-posting-view.ts';

const COMPANY = { name_business: 'transportes-andes', display_name: 'Transportes Andes', rgs: 'andes-2025' };
const HOME = {
  id_publication: 12,
  title: 'Conductor de reparto',
  name_business: 'Transportes Andes',
  name_vehicle: 'Furgón',
  name_region: 'Región Metropolitana',
  name_commune: 'Maipú',
  name_schedule: 'Diurno',
  start_time: '2099-01-05',
  pawn: 25000,
};
const POSTING = { ...HOME, facts: postingFacts(HOME) };
const answer = (changes: Partial<SharedPosting>): SharedPosting => ({
  posting: POSTING,
  open: true,
  company: COMPANY,
  others: [],
  ...changes,
});

describe('the shared posting page', () => {
  it("leads 'Postular' to the company's sign-in and 'Regístrate' to its registration, both back to the posting", () => {
    const view = viewOf(answer({}));
    if (view.kind !== 'open') throw new Error(view.kind);
    const back = encodeURIComponent('/user/dashboard/job-postings?business=transportes-andes&rgs=andes-2025#12');
    expect(view.actions).toEqual({
      apply: `/login/transportes-andes?rgs=andes-2025&volver=${back}`,
      register: `/register/transportes-andes?rgs=andes-2025&volver=${back}`,
    });
    expect(view.facts.map((fact) => fact.label)).toEqual([
      'Ubicación',
      'Vehículo',
      'Horario',
      'Inicio',
      'Pago referencial',
    ]);
    expect(view.facts[0]?.value).toBe('Maipú, Región Metropolitana');
  });

  it('builds the same addresses as the central path builders, for any company link', () => {
    for (const company of [COMPANY, { name_business: 'flota & sur', display_name: 'F', rgs: 'a b/c?d' }]) {
      const back = paths.workerPosting(12, company.name_business, company.rgs);
      expect(postingActions(12, company)).toEqual({
        apply: withReturnPath(paths.login(company.name_business, company.rgs), back),
        register: withReturnPath(paths.register(company.name_business, company.rgs), back),
      });
      expect(sharedPostingPath(12, company)).toBe(paths.sharedPosting(12, company.name_business, company.rgs));
    }
  });

  it('says a closed posting no longer takes applications and offers the company’s others', () => {
    const view = viewOf(answer({ open: false, others: [{ ...POSTING, id_publication: 13, title: 'Peoneta' }] }));
    expect(view).toMatchObject({
      kind: 'gone',
      heading: 'Esta oferta ya no recibe postulaciones',
      lead: 'La oferta «Conductor de reparto» de Transportes Andes cerró o ya comenzó.',
      othersHeading: 'Otras ofertas de Transportes Andes',
      others: [{ title: 'Peoneta', href: '/ofertas/13?business=transportes-andes&rgs=andes-2025' }],
    });
  });

  it('says a removed posting no longer exists, and when the company has nothing else open', () => {
    expect(viewOf(answer({ posting: null, open: false }))).toMatchObject({
      heading: 'Esta oferta ya no existe',
      none: 'Transportes Andes no tiene otras ofertas abiertas por ahora.',
    });
  });

  it('reads the id from /ofertas/{id} only', () => {
    expect(postingIdIn('/ofertas/12')).toBe(12);
    expect(postingIdIn('/ofertas/12/')).toBe(12);
    expect(postingIdIn('/ofertas/')).toBeNull();
    expect(postingIdIn('/ofertas/12x')).toBeNull();
  });
});
