/** Spec section 9: the interface's constants (the web's own: no other app reads them). */

export const SIDEBAR_WIDTH = '18rem';
export const SIDEBAR_WIDTH_ADMIN = '10rem';
export const SIDEBAR_WIDTH_MOBILE = '10rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
/** Seven days, in seconds. */
export const SIDEBAR_COOKIE_MAX_AGE = 604_800;
/** Pressed with Ctrl or Cmd. */
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';
/** Below this width (px) the sidebar is a slide-in sheet. */
export const MOBILE_BREAKPOINT = 768;

/** Online/offline toasts stay for 30 minutes. */
export const CONNECTIVITY_TOAST_DURATION_MS = 1_800_000;
export const TOAST_DURATION_MS = 4000;
export const TOAST_VISIBLE_MAX = 3;
export const TOAST_WIDTH_PX = 356;

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const SIDEBAR_TOOLTIP_DELAY_MS = 0;

export const SIGN_IN_POPUP_WIDTH = 500;
export const SIGN_IN_POPUP_HEIGHT = 600;
/** How long after the popup closes before the sign-in counts as abandoned. */
export const POPUP_CLOSED_DELAY_MS = 8000;
export const AUTH_EVENT_CACHE_MS = 600_000;
export const TOKEN_SYNC_MAX_AGE_S = 300;
/** Memberships are fetched again this long after a Google sign-in. */
export const MEMBERSHIPS_REFETCH_DELAY_MS = 3000;
export const DASHBOARD_POLL_INTERVAL_MS = 20_000;
/** The ID token is refreshed this long before it expires. */
export const TOKEN_REFRESH_MARGIN_MS = 5 * 60 * 1000;
/** A completion (the spec's cloud-function time-out) gives up after 70 seconds. */
export const COMPLETION_TIMEOUT_MS = 70_000;

/** Prompt editor panes on large screens. */
export const PROMPT_PANE_HEIGHT_PX = 380;
