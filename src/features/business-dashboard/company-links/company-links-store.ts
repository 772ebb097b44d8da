// $companyLinks: the company's links, loaded when 'Enlace de registro' opens (or is retried) and
// forgotten when it closes.
import { remoteStore } from '@/lib/remote-store.ts';
import { failureText } from '@/features/business-dashboard/shared/messages.ts';
import { fetchCompanyLinks } from './company-links-api.ts';

const store = remoteStore(() => fetchCompanyLinks(), failureText);

export const $companyLinks = store.$entry;
export const companyLinksState = store.stateFor;
export const loadCompanyLinks = store.load;
export const forgetCompanyLinks = store.reset;
