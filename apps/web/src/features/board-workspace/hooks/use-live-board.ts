import type { Stage, Step } from '@planner/domain';
import * as React from 'react';

import { useGetBoardQuery } from '@/lib/boards-api';
import { setViewers } from '@/lib/live-slice';
import type * as LiveStream from '@/lib/live-stream';
import { useAppDispatch, useAppSelector, useGetState } from '@/lib/store-hooks';

import { selectStageState } from '../stores/stage-slices';

type LiveModule = typeof LiveStream;
let liveModule: Promise<LiveModule> | undefined;
// The stream's code loads once a board is open, never with the page.
const loadLive = () => (liveModule ??= import('@/lib/live-stream'));

/**
 * Keeps an open board live (`lib/live-stream.ts`): follows its stream while the board is shown, and
 * tells the others which stage and step this tab is on whenever that changes.
 */
export function useLiveBoard(boardId: string, uid: string | undefined) {
  const dispatch = useAppDispatch();
  const getState = useGetState();
  const { data: board } = useGetBoardQuery(boardId, { skip: !uid });
  const loaded = Boolean(board);
  const stage = board?.currentStage;
  const step = useAppSelector((state) => (stage ? selectStageState(state, stage).currentStep : undefined));
  /** Where this tab is, said again whenever the stream (re)opens. */
  const position = React.useRef<{ stage: Stage; step: Step } | null>(null);

  React.useEffect(() => {
    if (!uid || !loaded) return;
    let stop: (() => void) | undefined;
    let left = false;
    void loadLive().then((live) => {
      if (left) return;
      const store = { dispatch, getState };
      stop = live.followBoard(boardId, uid, store, () => {
        if (position.current) void live.sayWhere(boardId, store, position.current);
      });
    });
    return () => {
      left = true;
      stop?.();
      dispatch(setViewers({ boardId, viewers: [] }));
    };
  }, [boardId, dispatch, getState, loaded, uid]);

  React.useEffect(() => {
    if (!uid || !stage || !step) return;
    position.current = { stage, step: step as Step };
    void loadLive().then((live) =>
      live.sayWhere(boardId, { dispatch, getState }, { stage, step: step as Step }),
    );
  }, [boardId, dispatch, getState, stage, step, uid]);
}
