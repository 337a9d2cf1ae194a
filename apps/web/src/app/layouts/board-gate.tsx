import * as React from 'react';
import { useParams } from 'react-router';

import { RequireAuth } from '@/app/guards';
import { MainLayout } from '@/app/layouts/main-layout';
import { isBoardId } from '@/lib/board-id';

const NotFound = React.lazy(() => import('@/app/routes/not-found'));

/** `/:boardId/...`: a real board path needs a session; other paths get the site's not-found page. */
export function BoardGate() {
  const { boardId = '' } = useParams();
  if (!isBoardId(boardId)) {
    return (
      <MainLayout>
        <React.Suspense fallback={null}>
          <NotFound />
        </React.Suspense>
      </MainLayout>
    );
  }
  return <RequireAuth />;
}
