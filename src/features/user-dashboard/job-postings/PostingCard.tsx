// One posting in the list: company, title, vehicle, place, schedule, start and pay, whether the
// worker saved it or applied, and 'Ver detalle' — a link to the posting's hash, so it can be
// opened in a new tab or shared.
import type { MouseEvent } from 'react';
import { placeText, vehicleText } from '@/lib/format/index.ts';
import { usersAssetUrl } from '@/lib/http/index.ts';
import { startHasPassed } from '@/lib/posting.ts';
import { Icon } from '@/components/icon/icons.tsx';
import { ExtraIcon } from '@/features/user-dashboard/shared/icons.tsx';
import { payText, startText } from './posting-format.ts';
import type { Posting } from './postings-api.ts';

interface PostingCardProps {
  readonly posting: Posting;
  readonly open: boolean;
  readonly onOpen: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export function PostingCard({ posting, open, onOpen }: PostingCardProps) {
  const titleId = `oferta-${posting.id_publication}`;
  const logo = usersAssetUrl(posting.logo_business);
  return (
    <article className="jp-card" aria-labelledby={titleId} data-open={open ? 'true' : 'false'}>
      <div className="jp-card-company">
        {logo ? (
          <img src={logo} alt="" width={36} height={36} className="jp-logo" />
        ) : (
          <span className="jp-logo" aria-hidden="true" />
        )}
        <span>{posting.name_business}</span>
      </div>
      <h3 id={titleId}>{posting.title}</h3>
      <ul className="jp-facts">
        <li>
          <ExtraIcon name="truck" size={18} />
          {vehicleText(posting)}
        </li>
        <li>
          <ExtraIcon name="pin" size={18} />
          {placeText(posting)}
        </li>
        <li>
          <ExtraIcon name="clock" size={18} />
          {posting.name_schedule ?? 'Horario a convenir'} · {startText(posting.start_time)}
        </li>
        <li className="jp-pay">
          <ExtraIcon name="money" size={18} />
          {payText(posting.pawn)}
        </li>
      </ul>
      <div className="jp-card-foot">
        <div className="jp-badges">
          {posting.saved && <span className="jp-badge">Guardada</span>}
          {posting.applied && <span className="jp-badge jp-badge-applied">Postulaste</span>}
          {posting.is_active && startHasPassed(posting.start_time) && (
            <span className="jp-badge jp-badge-closed">Inicio vencido</span>
          )}
        </div>
        <a
          className="btn btn-outline jp-open"
          href={`#${posting.id_publication}`}
          aria-current={open ? 'true' : undefined}
          onClick={onOpen}
        >
          Ver detalle<span className="visually-hidden"> de {posting.title}</span>
          <Icon name="chevronRight" size={18} />
        </a>
      </div>
    </article>
  );
}
