import type { FieldPath, ForecastData } from '@planner/domain';
import * as React from 'react';
import { useBlocker } from 'react-router';

import { flushDrafts, forgetDrafts, readDraftEntries, storeDraftSoon } from '@/lib/draft-storage';

const FIELD: FieldPath = 'forecastData';
const LISTS = ['streams', 'costs', 'equity', 'loans', 'grants', 'assets'] as const;

/** Asked before leaving the forecast for another screen with assumptions not saved. */
export const LEAVE_QUESTION =
  'Leave the forecast without saving your assumptions? They stay on this device and come back when you return.';

/** A backup the form can show: the assumptions' shape (values may still be half typed). */
function readBackup(boardId: string): ForecastData | null {
  const value = readDraftEntries(boardId)[FIELD]?.value;
  if (typeof value !== 'object' || value === null) return null;
  const data = value as Record<string, unknown>;
  const shaped = LISTS.every((list) => Array.isArray(data[list])) && typeof data.scenarios === 'object';
  return shaped ? (value as ForecastData) : null;
}

/**
 * Nothing typed on the forecast form is lost: every change not saved is kept on this device with the
 * stage editors' backups (`draft-storage`, under the board's `forecastData`), and a reload brings it
 * back (`restored`, until saved or discarded). `unsaved` says whether the form holds assumptions not
 * saved (`useLeaveGuard` asks before they are left).
 */
export function useForecastBackup(boardId: string, version: number | null) {
  const [restored, setRestored] = React.useState<ForecastData | null>(() => readBackup(boardId));
  const unsaved = React.useRef(restored !== null);

  const keep = React.useCallback(
    (values: ForecastData, dirty: boolean) => {
      if (dirty) storeDraftSoon(boardId, FIELD, values, { base: version ?? undefined });
      else if (!restored) forgetDrafts(boardId, [FIELD]);
      unsaved.current = dirty || restored !== null;
    },
    [boardId, version, restored],
  );

  const forget = React.useCallback(() => {
    forgetDrafts(boardId, [FIELD]);
    unsaved.current = false;
    setRestored(null);
  }, [boardId]);

  return { restored, keep, forget, discard: forget, unsaved };
}

/**
 * Leaving for another screen while `unsaved` asks first (the app's data router); closing or
 * reloading the tab asks the browser's question. Either way the backup is written at once.
 */
export function useLeaveGuard(unsaved: React.RefObject<boolean>) {
  React.useEffect(() => {
    const leaving = (event: BeforeUnloadEvent) => {
      if (!unsaved.current) return;
      flushDrafts();
      event.preventDefault();
    };
    window.addEventListener('beforeunload', leaving);
    return () => window.removeEventListener('beforeunload', leaving);
  }, [unsaved]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved.current && currentLocation.pathname !== nextLocation.pathname,
  );
  React.useEffect(() => {
    if (blocker.state !== 'blocked') return;
    flushDrafts();
    if (window.confirm(LEAVE_QUESTION)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
}
