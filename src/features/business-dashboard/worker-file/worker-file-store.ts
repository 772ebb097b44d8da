// The worker's file as loaded ($workerFile, asked by the worker's id), reloaded after a request
// for documents; forgotten when the view closes.
import { remoteStore } from '@/lib/remote-store.ts';
import { failureText } from '@/features/business-dashboard/shared/messages.ts';
import { fetchWorkerFile } from './worker-file-api.ts';

const store = remoteStore((idUser: number) => fetchWorkerFile(idUser), failureText);

export const $workerFile = store.$entry;
export const workerFileState = store.stateFor;
export const loadWorkerFile = store.load;
export const forgetWorkerFile = store.reset;
