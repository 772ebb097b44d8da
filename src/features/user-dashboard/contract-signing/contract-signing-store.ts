// The contract being reviewed in the signing dialog, as a Remote<ContractSigning> per id_history.
import { remoteStore } from '@/lib/remote-store.ts';
import { failureText } from '@/features/user-dashboard/shared/api-answer.ts';
import { fetchSigning } from './contract-signing-api.ts';

export const contractSigning = remoteStore((idHistory: number) => fetchSigning(idHistory), failureText);
