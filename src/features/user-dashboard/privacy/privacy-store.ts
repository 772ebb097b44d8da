// The Privacidad page's state: what is held, the consents and the requests, loaded together as
// one Remote (reloaded after every change, keeping the page on screen meanwhile), the state of
// 'Descargar mis datos', and the actions that change them.
import { atom } from 'nanostores';
import type { Consent, PrivacyRequest, PrivacyRequestBody, PrivacySummary } from '@/lib/contract/privacy.ts';
import { remoteStore } from '@/lib/remote-store.ts';
import { saveBlob } from '@/lib/save-blob.ts';
import { failureText } from '@/features/user-dashboard/shared/api-answer.ts';
import { forgetThisDevice } from './device-data.ts';
import {
  downloadExport,
  fetchConsents,
  fetchRequests,
  fetchSummary,
  grantOffers,
  sendRequest,
  withdrawConsent,
  type DownloadProgress,
} from './privacy-api.ts';

export interface PrivacyOverview {
  readonly summary: PrivacySummary;
  readonly consents: readonly Consent[];
  readonly requests: readonly PrivacyRequest[];
}

async function loadOverview(): Promise<PrivacyOverview> {
  const [summary, consents, requests] = await Promise.all([fetchSummary(), fetchConsents(), fetchRequests()]);
  return { summary, consents, requests };
}

export const privacyOverview = remoteStore(loadOverview, failureText);

export const loadPrivacy = (): Promise<void> => privacyOverview.load();

export type DownloadState =
  | { readonly status: 'idle' }
  | { readonly status: 'downloading'; readonly progress: DownloadProgress }
  | { readonly status: 'done'; readonly size: number }
  | { readonly status: 'error'; readonly message: string };

export const $download = atom<DownloadState>({ status: 'idle' });

export const EXPORT_FILE_PREFIX = 'datos-personales';

/** Downloads the ZIP and hands it to the browser as a file; the state says how far it got. */
export async function downloadMyData(today: string): Promise<void> {
  if ($download.get().status === 'downloading') return;
  $download.set({ status: 'downloading', progress: { received: 0, total: null } });
  try {
    const zip = await downloadExport((progress) => $download.set({ status: 'downloading', progress }));
    saveBlob(zip, `${EXPORT_FILE_PREFIX}-${today}.zip`);
    $download.set({ status: 'done', size: zip.size });
  } catch (error) {
    $download.set({ status: 'error', message: failureText(error) });
  }
}

/**
 * Sends a rights request; resolves the API's acknowledgement. A deletion request also clears this
 * device's drafts, kept files and offline copy (device-data.ts).
 */
export async function makeRequest(body: PrivacyRequestBody): Promise<{ message: string; request: PrivacyRequest }> {
  const answer = await sendRequest(body);
  if (body.kind === 'supresion') await forgetThisDevice();
  await loadPrivacy();
  return { message: answer.message, request: answer.data };
}

export async function withdraw(consent: Consent): Promise<string> {
  const answer = await withdrawConsent(consent.id_consent);
  await loadPrivacy();
  return answer.message;
}

export async function acceptOffersAgain(): Promise<string> {
  const answer = await grantOffers();
  await loadPrivacy();
  return answer.message;
}

export function resetPrivacy(): void {
  privacyOverview.reset();
  $download.set({ status: 'idle' });
}
