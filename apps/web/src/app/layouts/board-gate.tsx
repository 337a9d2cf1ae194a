import * as React from 'react';
import { useParams } from 'react-router';

import { RequireAuth } from '@/app/guards';
import { MainLayout } from '@/app/layouts/main-layout';

const NotFound = React.lazy(() => import('@/app/routes/not-found'));

/** Board ids are UUIDs; anything else in their place is not a board at all. */
const BOARD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isBoardId(value: string | undefined): value is string {
  return value !== undefined && BOARD_ID.test(value);
}

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
