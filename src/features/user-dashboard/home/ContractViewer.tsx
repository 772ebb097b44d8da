// The contract viewer: only SIGNED contracts, the same controls as the document
// viewer but no zoom out; a download is saved as contract_{id_history}.pdf.
import { useStore } from '@nanostores/react';
import { contractFileName, contractKey, contractTitle, signedContracts } from './contract-rules.ts';
import { downloadContract, type Contract } from './contracts-api.ts';
import { contracts } from './home-store.ts';
import ViewerDialog, { type ViewerItem } from '@/components/viewer/ViewerDialog.tsx';

function item(contract: Contract): ViewerItem {
  return {
    key: contractKey(contract),
    version: contract.url_file ?? '',
    title: contractTitle(contract),
    downloadName: contractFileName(contract),
    load: () => downloadContract(contract),
  };
}

interface ContractViewerProps {
  readonly initialKey: string | null;
  readonly onClose: () => void;
}

export default function ContractViewer({ initialKey, onClose }: ContractViewerProps) {
  const state = useStore(contracts.$store);
  const items = state.status === 'ready' ? signedContracts(state.data).map(item) : [];
  return (
    <ViewerDialog
      label="Visor de contratos"
      itemLabel="Contrato"
      items={items}
      initialKey={initialKey}
      allowZoomOut={false}
      onClose={onClose}
    />
  );
}
