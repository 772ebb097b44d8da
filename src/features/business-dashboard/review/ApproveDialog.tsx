// 'Aprobar' a worker's document. Where its type expires (licences, ID cards, vehicle papers) the
// issue and expiry dates are asked for and checked by the shared rule (today in Chile); otherwise
// the dialog only confirms, with the focus on 'Aprobar'.
import { Field, useForm } from '@formisch/react';
import { useMemo } from 'react';
import { TextInput } from '@/components/form/dashboard-fields.tsx';
import { calendarDayInChile } from '@/lib/format/chile-time.ts';
import { documentDatesSchema } from '@/lib/validation/document-dates.ts';
import { DecisionDialog, type DecisionProps } from './DecisionDialog.tsx';
import { approveDocument } from './review-api.ts';

export function ApproveDialog({ item, onClose, onDecided }: DecisionProps) {
  const today = useMemo(() => calendarDayInChile(), []);
  const schema = useMemo(() => documentDatesSchema({ expires: item.expires, today }), [item.expires, today]);
  const form = useForm({ schema, initialInput: { issue_date: '', expiration_date: '' } });

  return (
    <DecisionDialog
      decision="aprobar"
      item={item}
      form={form}
      decide={(dates) => approveDocument(item, dates)}
      note={
        item.expires
          ? 'Este documento vence: ingresa sus fechas de emisión y de vencimiento.'
          : 'La persona verá el documento como aprobado.'
      }
      focusSubmit={!item.expires}
      onClose={onClose}
      onDecided={onDecided}
    >
      {item.expires && (
        <>
          <Field of={form} path={['issue_date']}>
            {(field) => (
              <TextInput
                area="business"
                field={field}
                type="date"
                label="Fecha de emisión"
                idPrefix="aprobar"
                autofocus
              />
            )}
          </Field>
          <Field of={form} path={['expiration_date']}>
            {(field) => (
              <TextInput area="business" field={field} type="date" label="Fecha de vencimiento" idPrefix="aprobar" />
            )}
          </Field>
        </>
      )}
    </DecisionDialog>
  );
}
