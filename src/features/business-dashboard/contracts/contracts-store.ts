// The contracts the company sent to one worker, as a Remote<BusinessContract[]> per worker.
import { remoteStore } from '@/lib/remote-store.ts';
import { failureText } from '@/features/business-dashboard/shared/messages.ts';
import { listWorkerContracts } from './contracts-api.ts';

export const workerContracts = remoteStore((idUser: number) => listWorkerContracts(idUser), failureText);
