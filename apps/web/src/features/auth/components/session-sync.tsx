import * as React from 'react';
import { useDispatch } from 'react-redux';

import { DASHBOARD_POLL_INTERVAL_MS } from '@/config/ui-constants';
import { api, listenForFocusAndReconnect } from '@/lib/api';
import { errorCode } from '@/lib/api-error';

import { useGetMembershipsQuery, useGetMeQuery } from '../api/auth-api';
import { setMemberships } from '../stores/auth-slice';

interface SessionSyncProps {
  isAdmin: boolean;
  /** The admin claim changed server-side: fetch a token that carries it. */
  onClaimsChanged: () => void;
  /** The account was disabled: sign out. */
  onDisabled: () => void;
  /** The token was refused: try one refresh, else sign out. */
  onUnauthenticated: () => void;
}

/**
 * Mounted while a session exists (and loaded lazily, with RTK Query, only then): loads memberships
 * and polls `GET /api/auth/me` every 20 s while the window is focused, refetching on reconnect.
 */
export default function SessionSync({
  isAdmin,
  onClaimsChanged,
  onDisabled,
  onUnauthenticated,
}: SessionSyncProps) {
  const dispatch = useDispatch();
  React.useEffect(() => listenForFocusAndReconnect(dispatch), [dispatch]);
  // Refetched when the window regains focus: an invite applied meanwhile shows at once.
  const memberships = useGetMembershipsQuery(undefined, {
    refetchOnMountOrArgChange: true,
    refetchOnFocus: true,
  });
  const seen = React.useRef<string | null>(null);
  const me = useGetMeQuery(undefined, {
    pollingInterval: DASHBOARD_POLL_INTERVAL_MS,
    skipPollingIfUnfocused: true,
    refetchOnMountOrArgChange: true,
    refetchOnReconnect: true,
  });

  React.useEffect(() => {
    if (!memberships.data) return;
    dispatch(setMemberships(memberships.data.memberships));
    // A membership came or went: the next board is drawn from elsewhere, so home's quota line is stale.
    const now = JSON.stringify(memberships.data.memberships);
    if (seen.current !== null && seen.current !== now) dispatch(api.util.invalidateTags(['BoardQuota']));
    seen.current = now;
  }, [memberships.data, dispatch]);

  React.useEffect(() => {
    if (me.data && me.data.user.admin !== isAdmin) onClaimsChanged();
  }, [me.data, isAdmin, onClaimsChanged]);

  React.useEffect(() => {
    const error = me.error;
    if (!error || !('status' in error)) return;
    if (error.status === 403 && errorCode(error) === 'auth/user-disabled') onDisabled();
    else if (error.status === 401) onUnauthenticated();
  }, [me.error, onDisabled, onUnauthenticated]);

  return null;
}
