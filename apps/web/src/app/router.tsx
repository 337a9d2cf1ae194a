import type * as React from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';

import { RequireAdmin, RequireAnonymous, RequireAuth } from '@/app/guards';
import { BoardGate } from '@/app/layouts/board-gate';
import { BoardNotFound } from '@/app/layouts/board-not-found';
import { MainLayout } from '@/app/layouts/main-layout';
import { RouteError } from '@/app/layouts/route-error';
import { readsLoader, waitForSession } from '@/app/prefetch';
import { Root } from '@/app/root';
import { LoadingScreen } from '@/components/layout/loading-screen';
import { isBoardId } from '@/lib/board-id';

/** Lazy-loads a route file from `app/routes/` by its default export. */
function lazy(load: () => Promise<{ default: React.ComponentType }>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

/** Home's list and quota line. */
const readHome = readsLoader(async (dispatch) => {
  const { boardsApi } = await import('@/lib/boards-api');
  const reads = [
    dispatch(boardsApi.endpoints.listBoards.initiate(undefined, { subscribe: false })),
    dispatch(boardsApi.endpoints.getBoardQuota.initiate(undefined, { subscribe: false })),
  ];
  return Promise.all(reads);
});

/** The board every page of `/:boardId/...` reads. */
const readBoard = readsLoader(async (dispatch, { params }) => {
  if (!isBoardId(params.boardId)) return;
  const { boardsApi } = await import('@/lib/boards-api');
  return dispatch(boardsApi.endpoints.getBoard.initiate(params.boardId, { subscribe: false }));
});

/** Spec section 2: every route, its guard and its layout. */
export const routes: RouteObject[] = [
  {
    // Routes with a loader have an id: a server-rendered page hands each of them its (empty) data.
    id: 'root',
    element: <Root />,
    loader: waitForSession,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      {
        element: <MainLayout />,
        children: [
          {
            element: <RequireAnonymous />,
            children: [
              { path: 'login', lazy: lazy(() => import('@/app/routes/login')) },
              { path: 'register', lazy: lazy(() => import('@/app/routes/register')) },
            ],
          },
          {
            element: <RequireAuth />,
            children: [
              { index: true, id: 'home', loader: readHome, lazy: lazy(() => import('@/app/routes/home')) },
              { path: 'company-dashboard', lazy: lazy(() => import('@/app/routes/company-dashboard')) },
            ],
          },
          {
            path: 'admin',
            element: <RequireAdmin />,
            children: [
              {
                lazy: lazy(() => import('@/app/routes/admin-layout')),
                children: [
                  { index: true, element: <Navigate to="/admin/prompts" replace /> },
                  { path: 'prompts', lazy: lazy(() => import('@/app/routes/admin-prompts')) },
                  { path: 'companies', lazy: lazy(() => import('@/app/routes/admin-companies')) },
                ],
              },
            ],
          },
          { path: 'auth/action', lazy: lazy(() => import('@/app/routes/auth-action')) },
          { path: 'service-agreement', lazy: lazy(() => import('@/app/routes/service-agreement')) },
          { path: '*', lazy: lazy(() => import('@/app/routes/not-found')) },
        ],
      },
      {
        path: ':boardId',
        id: 'board',
        loader: readBoard,
        element: <BoardGate />,
        children: [
          {
            lazy: async () => ({ Component: (await import('@/app/layouts/board-layout')).BoardLayout }),
            children: [
              { index: true, element: <BoardNotFound /> },
              { path: 'plan', lazy: lazy(() => import('@/app/routes/board-plan')) },
              { path: 'forecast', lazy: lazy(() => import('@/app/routes/board-forecast')) },
              {
                path: ':stage',
                lazy: async () => ({ Component: (await import('@/app/layouts/board-layout')).StageGate }),
                children: [{ index: true, lazy: lazy(() => import('@/app/routes/board-stage')) }],
              },
              { path: '*', element: <BoardNotFound /> },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
