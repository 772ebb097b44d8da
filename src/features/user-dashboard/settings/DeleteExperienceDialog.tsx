// The delete-experience confirmation: the entry goes only after 'Eliminar'.
import type { Experience } from './experience-api.ts';
import { removeExperience } from './profile-store.ts';
import { ConfirmDeleteDialog } from '@/features/user-dashboard/shared/ConfirmDeleteDialog.tsx';

interface DeleteExperienceDialogProps {
  readonly entry: Experience;
  readonly onClose: () => void;
  readonly returnFocus: () => HTMLElement | null;
}

export default function DeleteExperienceDialog({ entry, onClose, returnFocus }: DeleteExperienceDialogProps) {
  return (
    <ConfirmDeleteDialog
      title="Eliminar experiencia"
      idPrefix="experiencia-eliminar"
      text={`¿Quieres eliminar «${entry.job_title}» en ${entry.company_name}? Esta acción no se puede deshacer.`}
      confirmLabel="Eliminar"
      successTitle="Experiencia eliminada"
      failurePrefix="No se pudo eliminar la experiencia."
      remove={() => removeExperience(entry.id_ew)}
      onClose={onClose}
      returnFocus={returnFocus}
    />
  );
}
