// The dashboard home: 'Novedades' (the company's decisions on the worker's documents), profile card, 'Documentos cargados', the document carousel,
// the three counts and the contracts table, with the right panel of quick actions. The viewers
// (and pdf.js with them) load only when one is opened.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { inSeparateTasks } from '@/lib/next-task.ts';
import { showAlert } from '@/stores/alerts.ts';
import { $session } from '@/stores/session.ts';
import { DashboardPage } from '@/features/user-dashboard/chrome/DashboardPage.tsx';
import { useContractFromAddress } from './contract-address.ts';
import { contractKey } from './contract-rules.ts';
import type { Contract } from './contracts-api.ts';
import { cardFiles, viewerFiles } from '@/features/user-dashboard/documents/document-rules.ts';
import { fileKey, NO_FILES, type DashboardFile } from '@/features/user-dashboard/documents/document-types.ts';
import { $documents, $uploads, loadDocuments, uploadKey } from '@/features/user-dashboard/documents/documents-store.ts';
import { resetPanel } from '@/features/user-dashboard/shared/panel-stack.ts';
import { $selectedProfile } from '@/features/user-dashboard/shared/profile.ts';
import { contracts } from './home-store.ts';
import { ContractsTable } from './ContractsTable.tsx';
import { DocumentCarousel } from '@/features/user-dashboard/documents/DocumentCarousel.tsx';
import { DocumentsProgress } from '@/features/user-dashboard/documents/DocumentsProgress.tsx';
import { HOME_SECTION, HomePanel } from './HomePanel.tsx';
import { NewsPanel } from './NewsPanel.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { StatusCounts } from '@/features/user-dashboard/documents/StatusCounts.tsx';
import { UploadNoticeDialog } from '@/features/user-dashboard/documents/UploadNoticeDialog.tsx';
import { DocumentUploadStatus } from '@/features/user-dashboard/documents/DocumentUploadStatus.tsx';
import {
  ACCEPTED_FILES,
  UPLOAD_INPUT_ID,
  useDocumentUpload,
} from '@/features/user-dashboard/documents/use-document-upload.ts';
import './home.css';

const DocumentViewer = lazy(() => import('@/features/user-dashboard/documents/DocumentViewer.tsx'));
const ContractViewer = lazy(() => import('./ContractViewer.tsx'));
const ContractSigningDialog = lazy(
  () => import('@/features/user-dashboard/contract-signing/ContractSigningDialog.tsx'),
);

type OpenViewer = { readonly kind: 'documents' | 'contracts'; readonly initialKey: string | null };

/** The profile's documents as the home shows them; read by the parts that show them, so that an
 * answer about documents redraws those parts and not the whole home, at a lower priority (in
 * slices the browser can interrupt). */
function useHomeDocuments(profileId: number | null) {
  const documents = useDeferredValue(useStore($documents));
  const groups = documents.profileId === profileId ? documents.files : NO_FILES;
  return {
    cards: cardFiles(groups),
    viewable: new Set(viewerFiles(groups).map(fileKey)),
    loading: profileId !== null && (documents.status === 'loading' || documents.profileId !== profileId),
    failed: documents.status === 'error',
  };
}

function HomeProgress({ profileId, onView }: { readonly profileId: number | null; readonly onView: () => void }) {
  const { cards, viewable, loading } = useHomeDocuments(profileId);
  return <DocumentsProgress files={cards} loading={loading} canView={viewable.size > 0} onView={onView} />;
}

interface HomeDocumentsProps {
  readonly profileId: number | null;
  readonly upload: ReturnType<typeof useDocumentUpload>;
  readonly onView: (file: DashboardFile) => void;
}

function HomeDocuments({ profileId, upload, onView }: HomeDocumentsProps) {
  const { cards, viewable, loading, failed } = useHomeDocuments(profileId);
  const uploads = useStore($uploads);
  return (
    <>
      <DocumentCarousel
        key={profileId ?? 'ninguno'}
        files={cards}
        loading={loading}
        failed={failed}
        phaseOf={(file: DashboardFile) => (profileId === null ? undefined : uploads[uploadKey(profileId, file)])}
        isViewable={(file) => viewable.has(fileKey(file))}
        onView={onView}
        onUpload={upload.request}
        onRetry={() => profileId !== null && void loadDocuments(profileId)}
      />
      <DocumentUploadStatus status={upload.status} />
      <StatusCounts files={cards} />
    </>
  );
}

export default function HomeView() {
  const session = useStore($session);
  const profile = useStore($selectedProfile);
  const [viewer, setViewer] = useState<OpenViewer | null>(null);
  const [signing, setSigning] = useState<number | null>(null);
  const profileId = profile?.id_profile_user ?? null;
  const upload = useDocumentUpload(profileId);

  // A message's link names a contract: it opens, to sign or to read.
  const openers = useMemo(
    () => ({
      sign: (contract: Contract) => setSigning(contract.id_history),
      view: (contract: Contract) => setViewer({ kind: 'contracts', initialKey: contractKey(contract) }),
    }),
    [],
  );
  useContractFromAddress(openers);

  useEffect(() => resetPanel(HOME_SECTION), []);
  // Each read starts in a task of its own: sent together from the effects of the area's first
  // commit, the reads and the redraws their loading states cause made one long task.
  useEffect(() => inSeparateTasks([() => void contracts.load()]), []);
  useEffect(() => {
    if (profileId === null) return undefined;
    return inSeparateTasks([() => void loadDocuments(profileId)]);
  }, [profileId]);

  if (session.kind !== 'user') return null;

  return (
    <DashboardPage panel={<HomePanel />}>
      <div className="home-top">
        <ProfileCard user={session.user} />
        <HomeProgress profileId={profileId} onView={() => setViewer({ kind: 'documents', initialKey: null })} />
      </div>
      <HomeDocuments
        profileId={profileId}
        upload={upload}
        onView={(file) => setViewer({ kind: 'documents', initialKey: fileKey(file) })}
      />
      <ContractsTable
        onView={(contract: Contract) => setViewer({ kind: 'contracts', initialKey: contractKey(contract) })}
        onSign={(contract: Contract) => setSigning(contract.id_history)}
      />
      {/* Last on the page: the news arrive after the first view, and nothing may move when they do. */}
      <NewsPanel />
      {signing !== null && (
        <Suspense fallback={<p className="viewer-loading">Abriendo contrato…</p>}>
          <ContractSigningDialog
            idHistory={signing}
            onClose={() => setSigning(null)}
            onDone={(message) => {
              setSigning(null);
              void contracts.load(true);
              showAlert({ type: 'success', title: 'Contrato', message });
            }}
          />
        </Suspense>
      )}
      <input
        id={UPLOAD_INPUT_ID}
        type="file"
        accept={ACCEPTED_FILES}
        hidden
        onChange={(event) => void upload.chosen(event.target.files)}
      />
      <UploadNoticeDialog {...upload.notice} />
      {viewer && (
        <Suspense fallback={<p className="viewer-loading">Abriendo visor…</p>}>
          {viewer.kind === 'documents' ? (
            <DocumentViewer initialKey={viewer.initialKey} onClose={() => setViewer(null)} />
          ) : (
            <ContractViewer initialKey={viewer.initialKey} onClose={() => setViewer(null)} />
          )}
        </Suspense>
      )}
    </DashboardPage>
  );
}
