import type { Board } from '@planner/domain';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';

import { signIn, signUp, type TestAccount, uniqueEmail } from '../support/api.js';
import { appReady } from '../support/app-ready.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { latestEmailTo, latestLinkTo } from '../support/outbox.js';

/** A signed-in page in its own browser context (the refresh cookie of `signIn` lands there). */
async function signedInPage(browser: Browser, account: TestAccount): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page.request, account.email, account.password);
  return page;
}

/** A new account whose address is verified through the emailed link, signed in in its own context. */
async function verifiedUser(
  browser: Browser,
  displayName: string,
): Promise<{ account: TestAccount; page: Page }> {
  const page = await (await browser.newContext()).newPage();
  const account = await signUp(page.request, { email: uniqueEmail('share'), displayName });
  await page.goto(await latestLinkTo(account.email));
  await expect(page.getByText('Your email address has been verified.')).toBeVisible();
  return { account, page };
}

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 800 });
    await page.screenshot({
      path: test.info().outputPath(`share-${name}-${width}.png`),
      fullPage: name !== 'dialog',
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The owner's board: created on home, its initial idea written and saved. */
async function ownerBoard(owner: Page): Promise<string> {
  await owner.goto('/');
  await owner.getByRole('button', { name: 'New board' }).click();
  await expect(owner).toHaveURL(/\/[0-9a-f-]{36}\/idea$/);
  await owner.getByLabel('Your initial idea').fill('A coffee cart at the station, open at dawn.');
  await owner.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(owner.getByRole('button', { name: 'Saved', exact: true })).toBeDisabled();
  return new URL(owner.url()).pathname.split('/')[1] as string;
}

/** Where a control sits in the dialog's scrolled content: its box, from the content's top left. */
interface Spot {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * The focused control, checked: inside the open dialog (the focus trap), with an accessible name,
 * and the control `expected` names. Answers where it sits in the dialog's content.
 */
async function focusedIn(page: Page, expected: Locator): Promise<Spot> {
  await expect(expected).toBeFocused();
  await expect(page.locator(':focus')).toHaveAccessibleName(/\S/);
  const spot = await page.evaluate(() => {
    const el = document.activeElement;
    const dialog = el?.closest('[role="dialog"]');
    if (!el || !dialog) return null;
    const r = el.getBoundingClientRect();
    const d = dialog.getBoundingClientRect();
    const top = r.top - d.top + dialog.scrollTop;
    return { top, bottom: top + r.height, left: r.left - d.left, right: r.right - d.left };
  });
  expect(spot, 'focus left the dialog').not.toBeNull();
  return spot as Spot;
}

/** `next` comes after `prev` when read: on a later line, or on the same line further right. */
function readsAfter(prev: Spot, next: Spot): boolean {
  const below = next.top >= prev.bottom - 2;
  const rightOnSameLine = next.top < prev.bottom && next.left >= prev.right - 2;
  return below || rightOnSameLine;
}

/**
 * From `controls[from]` (focused), Tabs through every other control and round to it again, then
 * Shift+Tabs all the way back round: every stop in the dialog, named, in reading order (the close
 * button, drawn top right, is the last stop, as the dialog's content comes first).
 */
async function walkDialog(page: Page, controls: Locator[], from = 0) {
  const spots: Spot[] = [];
  spots[from] = await focusedIn(page, controls[from] as Locator);
  for (let step = 1; step <= controls.length; step++) {
    await page.keyboard.press('Tab');
    const i = (from + step) % controls.length;
    spots[i] = await focusedIn(page, controls[i] as Locator);
  }
  for (let step = 1; step <= controls.length; step++) {
    await page.keyboard.press('Shift+Tab');
    await focusedIn(page, controls[(from - step + controls.length) % controls.length] as Locator);
  }
  const content = spots.slice(0, -1);
  content.slice(1).forEach((spot, i) => {
    expect(readsAfter(content[i] as Spot, spot), `stop ${i + 2} reads after stop ${i + 1}`).toBe(true);
  });
}

/** Tabs from the top of the page to "Share" and opens it with Enter: the keyboard alone. */
async function openShareWithKeyboard(page: Page): Promise<Locator> {
  const share = page.getByRole('button', { name: 'Share' });
  await page.locator('body').focus();
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press('Tab');
    if (await share.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(share).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('share a board', () => {
  test('should share as viewer, raise to editor whose save the owner sees, and let the member leave', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const { account: ownerAccount } = await verifiedUser(browser, 'Ada Owner');
    const { account: memberAccount, page: member } = await verifiedUser(browser, 'Bo Member');
    const owner = await signedInPage(browser, ownerAccount);
    const boardId = await ownerBoard(owner);

    // The owner shares the board with the member's verified address as a viewer: the member can
    // open it at once, and the owner sees a pending invitation (as for any address) until they do.
    await owner.getByRole('button', { name: 'Share' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Share “Untitled board”' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Email', { exact: true }).fill(memberAccount.email.toUpperCase());
    await dialog.getByLabel('Role', { exact: true }).selectOption('viewer');
    await dialog.getByRole('button', { name: 'Invite' }).click();
    const pending = dialog.getByRole('region', { name: 'Pending invitations' });
    await expect(pending.getByText(memberAccount.email)).toBeVisible();
    await expect(dialog.getByText('Bo Member')).toHaveCount(0);
    expect((await latestEmailTo(memberAccount.email)).text).toContain(
      '"Ada Owner" shared the board "Untitled board" with you as a viewer',
    );
    // The same address again is refused in words, and nothing changes.
    await dialog.getByLabel('Email', { exact: true }).fill(memberAccount.email);
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await expect(dialog.getByRole('alert')).toContainText(/already/i);
    await expect(pending.getByRole('listitem')).toHaveCount(1);
    await expectNoSeriousA11yViolations(owner);
    await shoot(owner, 'dialog');
    // Keyboard: Escape closes the dialog and focus returns to "Share".
    await owner.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(owner.getByRole('button', { name: 'Share' })).toBeFocused();

    // The member finds it under "Shared with you" and reads it: no editor, no Save, no Generate.
    await member.goto('/');
    const shared = member.getByRole('list', { name: 'Boards shared with you' });
    await expect(shared.getByText('Shared by Ada Owner · You are a viewer')).toBeVisible();
    await expect(shared.getByRole('button', { name: 'Delete Untitled board' })).toHaveCount(0);
    await shared.getByRole('link', { name: 'Open Untitled board' }).click();
    await expect(member.getByText('You can view this board')).toBeVisible();
    await expect(member.getByText('A coffee cart at the station, open at dawn.')).toBeVisible();
    await expect(member.getByRole('textbox')).toHaveCount(0);
    await expect(member.getByRole('button', { name: /^(Save|Generate)/ })).toHaveCount(0);
    await member.goto(`/${boardId}/plan`);
    await expect(member.getByRole('button', { name: 'Export' })).toBeVisible();
    await expect(member.getByText('Cover and company details')).toHaveCount(0);
    await expectNoSeriousA11yViolations(member);

    // The member has opened the board: the owner's dialog lists them by name now, and raises them
    // to editor; the editor's save reaches the owner after a reload.
    await owner.getByRole('button', { name: 'Share' }).click();
    await expect(dialog.getByRole('region', { name: 'Pending invitations' })).toHaveCount(0);
    await dialog.getByRole('combobox', { name: 'Role of Bo Member' }).selectOption('editor');
    await expect(dialog.getByRole('combobox', { name: 'Role of Bo Member' })).toHaveValue('editor');
    await owner.keyboard.press('Escape');

    await member.goto(`/${boardId}/idea`);
    await appReady(member);
    await expect(member.getByText(/You can view/)).toHaveCount(0);
    await member.getByLabel('Your initial idea').fill('A coffee cart at the station, with oat milk.');
    await member.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(member.getByRole('button', { name: 'Saved', exact: true })).toBeDisabled();
    // An editor manages no one: the dialog lists the people and offers "Leave board".
    await member.getByRole('button', { name: 'Share' }).click();
    const memberDialog = member.getByRole('dialog');
    await expect(memberDialog.getByText('Bo Member (you)')).toBeVisible();
    await expect(memberDialog.getByText('Invite by email')).toHaveCount(0);
    await expect(memberDialog.getByRole('combobox', { name: /^Role of/ })).toHaveCount(0);
    await member.keyboard.press('Escape');

    await owner.reload();
    await appReady(owner);
    await expect(owner.getByLabel('Your initial idea')).toHaveValue(
      'A coffee cart at the station, with oat milk.',
    );

    // The member leaves from home: the card goes, and the board is no longer theirs to open.
    await member.goto('/');
    await member
      .getByRole('list', { name: 'Boards shared with you' })
      .getByRole('button', { name: 'Leave Untitled board' })
      .click();
    await expect(member.getByRole('heading', { name: 'Shared with you' })).toHaveCount(0);
    await expect(member.getByText('You left "Untitled board"')).toBeVisible();
    await member.goto(`/${boardId}/idea`);
    await expect(member.getByText('The board could not be loaded')).toBeVisible();
    await member.goto('/');
    await expect(member.getByRole('heading', { name: 'Your boards' })).toBeVisible();
    await expect(member.getByRole('heading', { name: 'Shared with you' })).toHaveCount(0);
    await owner.getByRole('button', { name: 'Share' }).click();
    await expect(dialog.getByRole('combobox', { name: /^Role of/ })).toHaveCount(0);
    await expect(dialog.getByText('Bo Member')).toHaveCount(0);
  });

  test('should open a view-only link without an account, with its PDF, until it is revoked', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { page: owner } = await verifiedUser(browser, 'Ada Owner');
    await ownerBoard(owner);

    await owner.getByRole('button', { name: 'Share' }).click();
    const dialog = owner.getByRole('dialog');
    await dialog.getByLabel('Expires').selectOption({ label: 'In 30 days' });
    await dialog.getByRole('button', { name: 'Create a view-only link' }).click();
    const url = await dialog.getByLabel('New view-only link').inputValue();
    expect(url).toMatch(/\/shared\/[A-Za-z0-9_-]{22,}$/);
    await expect(
      dialog.getByRole('list', { name: 'Live view-only links' }).getByRole('listitem'),
    ).toHaveCount(1);

    // A reader without an account: the plan, the planning notice, a PDF; no sidebar, no board data.
    const reader = await (await browser.newContext()).newPage();
    await reader.goto(new URL(url).pathname);
    await expect(reader.getByRole('heading', { name: 'Untitled board', level: 1 })).toBeVisible();
    await expect(reader.getByText('A coffee cart at the station, open at dawn.')).toBeVisible();
    await expect(reader.getByRole('complementary', { name: 'Planning notice' })).toBeVisible();
    await expect(reader.getByRole('button', { name: 'Toggle Sidebar' })).toHaveCount(0);
    await expect(reader.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const pdf = await reader.request.get(
      await reader.getByRole('link', { name: 'Download PDF' }).getAttribute('href').then(String),
    );
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    await expectNoSeriousA11yViolations(reader);
    await shoot(reader, 'shared-page');

    // Revoked, the same link says so.
    await dialog.getByRole('button', { name: /^Revoke the link/ }).click();
    await expect(dialog.getByText('No live links.')).toBeVisible();
    await reader.reload();
    await expect(reader.getByRole('heading', { name: 'This link does not open a plan' })).toBeVisible();
    await expectNoSeriousA11yViolations(reader);
    await shoot(reader, 'shared-gone');
  });

  test('should take a new address from the invitation email through sign-up and verification to the board', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { page: owner } = await verifiedUser(browser, 'Ada Owner');
    const boardId = await ownerBoard(owner);
    const invitee = uniqueEmail('invitee');
    await owner.getByRole('button', { name: 'Share' }).click();
    const dialog = owner.getByRole('dialog');
    await dialog.getByLabel('Email', { exact: true }).fill(invitee);
    await dialog.getByLabel('Role', { exact: true }).selectOption('commenter');
    await dialog.getByRole('button', { name: 'Invite' }).click();
    const pending = dialog.getByRole('region', { name: 'Pending invitations' });
    await expect(pending.getByText(invitee)).toBeVisible();
    await expect(pending.getByRole('button', { name: `Resend the invitation to ${invitee}` })).toBeVisible();
    await expect(pending.getByRole('button', { name: `Revoke the invitation to ${invitee}` })).toBeVisible();

    const invitation = await latestEmailTo(invitee);
    const link = await latestLinkTo(invitee);
    expect(link).toContain(`/register?email=${encodeURIComponent(invitee)}`);
    const guest = await (await browser.newContext()).newPage();
    await guest.goto(link);
    await expect(guest.getByLabel('Email')).toHaveValue(invitee);
    await guest.getByLabel('Name').fill('Cy Commenter');
    await guest.getByLabel('Password').fill(`pw-${Date.now()}-secret`);
    await guest.getByRole('button', { name: 'Create account' }).click();
    await expect(guest.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    // Not verified yet: the board is not theirs to open.
    await expect(guest.getByRole('heading', { name: 'Shared with you' })).toHaveCount(0);

    await guest.goto(await latestLinkTo(invitee, { after: invitation }));
    await expect(guest.getByText('Your email address has been verified.')).toBeVisible();
    await guest.getByRole('link', { name: 'Continue' }).click();
    await expect(guest).toHaveURL(new RegExp(`/${boardId}/idea$`));
    await expect(guest.getByText('You can view and comment on this board')).toBeVisible();
    await expect(guest.getByText('A coffee cart at the station, open at dawn.')).toBeVisible();
  });
  test('should walk the Share dialog with Tab and Shift+Tab in reading order, trapped, every control named, at 1280 and 375 px', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const { account: ownerAccount } = await verifiedUser(browser, 'Ada Owner');
    const { account: memberAccount, page: member } = await verifiedUser(browser, 'Bo Member');
    const owner = await signedInPage(browser, ownerAccount);
    const headers = { authorization: `Bearer ${ownerAccount.session.idToken}` };
    const created = await owner.request.post('/api/functions/createBoard', {
      data: { data: { title: 'Coffee cart' } },
      headers,
    });
    expect(created.status()).toBe(200);
    const board = ((await created.json()) as { result: Board }).result;
    const invitee = uniqueEmail('pending');
    for (const email of [memberAccount.email, invitee]) {
      const shared = await owner.request.post(`/api/boards/${board.id}/members`, {
        data: { email, role: 'viewer' },
        headers,
      });
      expect(shared.status()).toBe(201);
    }
    // The member opens the board once: from then on the owner sees them by name, with a role.
    await member.goto(`/${board.id}/idea`);
    await appReady(member);

    for (const width of [1280, 375]) {
      await owner.setViewportSize({ width, height: width === 1280 ? 900 : 800 });
      await owner.goto(`/${board.id}/idea`);
      await appReady(owner);
      const dialog = await openShareWithKeyboard(owner);
      await expect(dialog.getByRole('combobox', { name: 'Role of Bo Member' })).toBeVisible();
      const named = (role: 'button' | 'combobox' | 'textbox', name: string | RegExp) =>
        dialog.getByRole(role, { name, exact: true });
      const inviteAndPeople = [
        named('textbox', 'Email'),
        named('combobox', 'Role'),
        named('button', 'Invite'),
        named('combobox', 'Role of Bo Member'),
        named('button', 'Remove Bo Member'),
        named('button', `Resend the invitation to ${invitee}`),
        named('button', `Revoke the invitation to ${invitee}`),
        named('combobox', 'Expires'),
        named('button', 'Create a view-only link'),
      ];
      const close = named('button', 'Close');
      await walkDialog(owner, [...inviteAndPeople, close]);

      // A link made with the keyboard: focus lands on the new link, its "Copy" and "Revoke" follow.
      for (let i = 0; i < inviteAndPeople.length - 1; i++) await owner.keyboard.press('Tab');
      await focusedIn(owner, named('button', 'Create a view-only link'));
      await owner.keyboard.press('Enter');
      await walkDialog(
        owner,
        [
          ...inviteAndPeople,
          named('textbox', 'New view-only link'),
          named('button', 'Copy'),
          dialog.getByRole('button', { name: /^Revoke the link created / }),
          close,
        ],
        inviteAndPeople.length,
      );
      await expectNoSeriousA11yViolations(owner);

      // Revoked with the keyboard: focus stays in the dialog, on "Create a view-only link".
      await owner.keyboard.press('Tab');
      await owner.keyboard.press('Tab');
      await focusedIn(owner, dialog.getByRole('button', { name: /^Revoke the link created / }));
      await owner.keyboard.press('Enter');
      await expect(dialog.getByText('No live links.')).toBeVisible();
      await focusedIn(owner, named('button', 'Create a view-only link'));

      await owner.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(owner.getByRole('button', { name: 'Share' })).toBeFocused();

      // A member sees who has access and "Leave board".
      await member.setViewportSize({ width, height: width === 1280 ? 900 : 800 });
      await member.goto(`/${board.id}/idea`);
      await appReady(member);
      const memberDialog = await openShareWithKeyboard(member);
      await expect(memberDialog.getByText('Bo Member (you)')).toBeVisible();
      // Focus starts on the dialog itself (its title is read); Tab goes on to its first control.
      await expect(memberDialog).toBeFocused();
      await member.keyboard.press('Tab');
      await walkDialog(member, [
        memberDialog.getByRole('button', { name: 'Leave board', exact: true }),
        memberDialog.getByRole('button', { name: 'Close', exact: true }),
      ]);
      await expectNoSeriousA11yViolations(member);
      await member.keyboard.press('Escape');
      await expect(memberDialog).toBeHidden();
      await expect(member.getByRole('button', { name: 'Share' })).toBeFocused();
    }

    // Revoking an invitation or removing someone with the keyboard: focus goes to "People with
    // access", still in the dialog, and Tab goes on from there.
    const dialog = await openShareWithKeyboard(owner);
    const leavings: [string, Locator][] = [
      [`Revoke the invitation to ${invitee}`, dialog.getByRole('combobox', { name: 'Role of Bo Member' })],
      ['Remove Bo Member', dialog.getByRole('combobox', { name: 'Expires', exact: true })],
    ];
    for (const [leaving, next] of leavings) {
      const button = dialog.getByRole('button', { name: leaving, exact: true });
      await button.focus();
      await owner.keyboard.press('Enter');
      await expect(button).toHaveCount(0);
      await expect(dialog.getByRole('heading', { name: 'People with access' })).toBeFocused();
      await owner.keyboard.press('Tab');
      await focusedIn(owner, next);
    }
  });
});
