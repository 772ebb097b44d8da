// 'Documentos requeridos': each offered profile's list and the catalogue, as a Remote loaded when
// the view opens and forgotten when it closes; a saved list replaces its profile in place.
import { remoteStore } from '@/lib/remote-store.ts';
import { failureText } from '@/features/business-dashboard/shared/messages.ts';
import { fetchRequirements } from './requirements-api.ts';

const store = remoteStore(() => fetchRequirements(), failureText);

export const $requirements = store.$entry;
export const requirementsState = store.stateFor;
export const loadRequirements = store.load;
export const forgetRequirements = store.reset;
