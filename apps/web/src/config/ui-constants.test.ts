import { describe, expect, it } from 'vitest';

import * as ui from './ui-constants';

describe('ui-constants', () => {
  it('should hold the sidebar constants of spec section 9', () => {
    expect(ui.SIDEBAR_WIDTH).toBe('18rem');
    expect(ui.SIDEBAR_WIDTH_ADMIN).toBe('10rem');
    expect(ui.SIDEBAR_WIDTH_MOBILE).toBe('10rem');
    expect(ui.SIDEBAR_WIDTH_ICON).toBe('3rem');
    expect(ui.SIDEBAR_COOKIE_NAME).toBe('sidebar_state');
    expect(ui.SIDEBAR_COOKIE_MAX_AGE).toBe(7 * 24 * 60 * 60);
    expect(ui.SIDEBAR_KEYBOARD_SHORTCUT).toBe('b');
    expect(ui.MOBILE_BREAKPOINT).toBe(768);
  });

  it('should hold the toast and tooltip constants of spec section 9', () => {
    expect(ui.CONNECTIVITY_TOAST_DURATION_MS).toBe(30 * 60 * 1000);
    expect(ui.TOAST_DURATION_MS).toBe(4000);
    expect(ui.TOAST_VISIBLE_MAX).toBe(3);
    expect(ui.TOAST_WIDTH_PX).toBe(356);
    expect(ui.TOOLTIP_DELAY_MS).toBe(700);
    expect(ui.TOOLTIP_SKIP_DELAY_MS).toBe(300);
    expect(ui.SIDEBAR_TOOLTIP_DELAY_MS).toBe(0);
  });

  it('should hold the sign-in, polling and time-out constants of spec section 9', () => {
    expect([ui.SIGN_IN_POPUP_WIDTH, ui.SIGN_IN_POPUP_HEIGHT]).toEqual([500, 600]);
    expect(ui.POPUP_CLOSED_DELAY_MS).toBe(8000);
    expect(ui.AUTH_EVENT_CACHE_MS).toBe(10 * 60 * 1000);
    expect(ui.TOKEN_SYNC_MAX_AGE_S).toBe(300);
    expect(ui.MEMBERSHIPS_REFETCH_DELAY_MS).toBe(3000);
    expect(ui.DASHBOARD_POLL_INTERVAL_MS).toBe(20_000);
    expect(ui.TOKEN_REFRESH_MARGIN_MS).toBe(300_000);
    expect(ui.COMPLETION_TIMEOUT_MS).toBe(70_000);
    expect(ui.PROMPT_PANE_HEIGHT_PX).toBe(380);
  });
});
