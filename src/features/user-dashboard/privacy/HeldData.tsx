// 'Qué datos guardamos': each category with what it holds and how many records, where the person
// edits it (or that part of it is corrected only by a request), who receives the data and how long
// it is kept.
import { RouterLink } from '@/components/routing/RouterLink.tsx';
import type { PrivacySummary } from '@/lib/contract/privacy.ts';
import { formatLongDate } from '@/lib/format/date.ts';
import { dashboardRouter } from '@/features/user-dashboard/routing/router.ts';
import { useStore } from '@nanostores/react';
import { $carriedSearch } from '@/features/user-dashboard/routing/router.ts';
import { withLegalName } from '@/lib/privacy-rights.ts';

const RECIPIENT_KINDS = { empleador: 'Tu empleador', postulacion: 'Empresa a la que postulaste' } as const;

export function HeldData({ summary }: { readonly summary: PrivacySummary }) {
  const search = useStore($carriedSearch);
  return (
    <section className="dash-card st-section" aria-labelledby="pv-datos-titulo">
      <h2 id="pv-datos-titulo">{withLegalName('Qué datos guardamos', 'acceso')}</h2>
      <ul className="pv-categories">
        {summary.categories.map((category) => (
          <li key={category.id} className="pv-category">
            <h3>{category.title}</h3>
            <p className="st-muted">{category.description}</p>
            {category.fields.length > 0 && <p>{category.fields.join(', ')}.</p>}
            {category.records > 0 && (
              <p className="st-muted">{category.records === 1 ? '1 registro' : `${category.records} registros`}</p>
            )}
            {category.edit_path && (
              <RouterLink router={dashboardRouter} href={`${category.edit_path}${search}`}>
                Ver y editar: {category.title}
              </RouterLink>
            )}
            {category.request_only.length > 0 && (
              <p className="st-muted">
                {category.request_only.join(', ')}: se corrigen con una solicitud de corrección.
              </p>
            )}
          </li>
        ))}
      </ul>
      <h3>Quién recibe tus datos</h3>
      <ul className="pv-list">
        {summary.recipients.map((recipient) => (
          <li key={`${recipient.kind}-${recipient.company.name_business}`}>
            {RECIPIENT_KINDS[recipient.kind]}: <strong>{recipient.company.display_name}</strong>, desde el{' '}
            {formatLongDate(recipient.since)}.
          </li>
        ))}
      </ul>
      <h3>Por cuánto tiempo</h3>
      <p>{summary.retention.text}</p>
      {summary.retention.anonymise_after && (
        <p>Tus datos se anonimizarán a partir del {formatLongDate(summary.retention.anonymise_after)}.</p>
      )}
      <p className="st-muted">
        Responsable: {summary.controller.display_name} ({summary.controller.contact_email}).
      </p>
    </section>
  );
}
