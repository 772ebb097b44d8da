// The contract a message links to: '/user/dashboard/home?contrato={id_history}' opens that
// contract once the contracts are there: its signing when it waits for the worker's signature,
// its viewer when it is signed. The parameter then leaves the address, so a reload or 'Atrás'
// does not open it again. A contract that is not the worker's (or no longer listed) opens nothing.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $dashboardRouter, replaceSearch } from '@/features/user-dashboard/routing/router.ts';
import { canOpenContract } from './contract-rules.ts';
import type { Contract } from './contracts-api.ts';
import { contracts } from './home-store.ts';

export const CONTRACT_PARAM = 'contrato';

export interface ContractOpeners {
  readonly sign: (contract: Contract) => void;
  readonly view: (contract: Contract) => void;
}

export function useContractFromAddress(open: ContractOpeners): void {
  const page = useStore($dashboardRouter);
  const list = useStore(contracts.$store);
  const wanted = Number(page?.search[CONTRACT_PARAM] ?? Number.NaN);

  useEffect(() => {
    if (!Number.isInteger(wanted) || list.status !== 'ready') return;
    const contract = list.data.find((entry) => entry.id_history === wanted);
    const search = new URLSearchParams(window.location.search);
    search.delete(CONTRACT_PARAM);
    replaceSearch(search.size > 0 ? `?${search.toString()}` : '');
    if (!contract) return;
    if (contract.status === 'PENDING') open.sign(contract);
    else if (canOpenContract(contract)) open.view(contract);
  }, [wanted, list, open]);
}
