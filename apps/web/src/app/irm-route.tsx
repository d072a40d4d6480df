import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingState } from '@/components/ui/states';
import { InfluencerManagerPage } from '@/features/outreach/influencer-manager-page';

// The board and its drag-and-drop library load only when the board is shown (their own chunk).
const BoardPage = lazy(() => import('@/features/board/board-page').then((m) => ({ default: m.BoardPage })));

/** /irm: the list of every conversation (default) or, with ?view=board, the pipeline board. */
export function IrmRoute() {
  const [params] = useSearchParams();
  if (params.get('view') !== 'board') return <InfluencerManagerPage />;
  return (
    <Suspense fallback={<LoadingState text="Loading the board..." />}>
      <BoardPage />
    </Suspense>
  );
}
