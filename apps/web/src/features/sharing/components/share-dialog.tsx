import type { Board, BoardMember, CreatedShareLink, ShareRole } from '@planner/domain';
import * as React from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect, NativeSelectOptions } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { ownsBoard } from '@/lib/board-role';
import {
  useChangeMemberRoleMutation,
  useCreateLinkMutation,
  useInviteMemberMutation,
  useListLinksQuery,
  useListMembersQuery,
  useRemoveMemberMutation,
  useResendInvitationMutation,
  useRevokeLinkMutation,
} from '@/lib/sharing-api';

import {
  INVITABLE_ROLES,
  invitationState,
  LINK_EXPIRIES,
  ROLE_LABELS,
  shareErrorText,
} from '../lib/share-text';

/** An "Invite" with no address: said in the form, nothing sent. */
export const EMPTY_EMAIL = 'Enter the email address of the person to invite.';

/** The roles one can invite with, as a select's options. */
const ROLE_OPTIONS = INVITABLE_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));
/** A link's expiry choices; "never" is the empty value. */
const EXPIRY_OPTIONS = LINK_EXPIRIES.map((option) => ({
  value: String(option.days ?? ''),
  label: option.label,
}));

interface ShareDialogProps {
  board: Board;
  /** The signed-in person's id: their own entry is marked "(you)" and offers "Leave board". */
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Share": the members with their roles, invitations by email, view-only links, and
 * "Leave board" for a member. The owner manages; an editor, commenter or viewer sees who has access.
 */
export function ShareDialog({ board, userId, open, onOpenChange }: ShareDialogProps) {
  const owner = ownsBoard(board);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[90svh] overflow-y-auto sm:max-w-xl"
        // The owner starts in "Invite by email". A member's controls come with the member list, which
        // may still be loading: focus starts on the dialog itself (its title is read), and Tab goes on
        // to "Leave board", whether or not the list was there at once.
        onOpenAutoFocus={owner ? undefined : focusDialog}
      >
        <DialogHeader>
          <DialogTitle>Share “{board.title}”</DialogTitle>
          <DialogDescription>
            {owner
              ? 'Invite people by email with a role, or create a view-only link for readers without an account.'
              : 'The people who can open this board, and what each of them may do.'}
          </DialogDescription>
        </DialogHeader>
        {open && (
          <>
            {owner && <InviteForm boardId={board.id} />}
            <Members board={board} owner={owner} userId={userId} />
            {owner && <Links boardId={board.id} />}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Radix's open-focus event, prevented: the dialog itself takes focus. */
function focusDialog(event: Event) {
  event.preventDefault();
  if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus();
}

function InviteForm({ boardId }: { boardId: string }) {
  const [email, setEmail] = React.useState('');
  const [role, setRole] = React.useState<ShareRole>('viewer');
  const [invite, invitation] = useInviteMemberMutation();
  const [error, setError] = React.useState<string | null>(null);
  const emailInput = React.useRef<HTMLInputElement>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    // The button stays reachable by Tab while a request runs or the address is empty.
    if (invitation.isLoading) return;
    if (email.trim() === '') {
      setError(EMPTY_EMAIL);
      emailInput.current?.focus();
      return;
    }
    setError(null);
    try {
      // The answer is an invitation whoever holds the address: listed under "Pending invitations"
      // until the person opens the board.
      const member = await invite({ boardId, email: email.trim(), role }).unwrap();
      setEmail('');
      toast.success(`Invitation sent to ${member.email}.`);
    } catch (failure) {
      setError(shareErrorText(failure));
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="invite-heading" className="grid gap-3">
      <h3 id="invite-heading" className="font-semibold">
        Invite by email
      </h3>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-1.5">
          <Label htmlFor="invite-email">Email</Label>
          <Input
            ref={emailInput}
            id="invite-email"
            type="email"
            autoComplete="off"
            value={email}
            required
            aria-invalid={error !== null || undefined}
            aria-describedby={error ? 'invite-error' : undefined}
            onChange={(e) => {
              setEmail(e.target.value);
              setError(null);
            }}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="invite-role">Role</Label>
          <NativeSelect
            id="invite-role"
            variant="inline"
            value={role}
            onChange={(e) => setRole(e.target.value as ShareRole)}
          >
            <NativeSelectOptions options={ROLE_OPTIONS} />
          </NativeSelect>
        </div>
        <Button type="submit" aria-disabled={invitation.isLoading || undefined}>
          {invitation.isLoading && <Spinner />}
          Invite
        </Button>
      </div>
      <Problem id="invite-error" text={error} />
    </form>
  );
}

function Members({ board, owner, userId }: { board: Board; owner: boolean; userId: string }) {
  // Read again on each opening: an invited person joins when they first open the board.
  const {
    data: members,
    error,
    isLoading,
  } = useListMembersQuery(board.id, { refetchOnMountOrArgChange: true });
  const [changeRole] = useChangeMemberRoleMutation();
  const [remove] = useRemoveMemberMutation();
  const [resend] = useResendInvitationMutation();
  const [problem, setProblem] = React.useState<string | null>(null);
  const navigate = useNavigate();

  /** Where focus goes when a removed person's or invitation's button leaves: the list's heading. */
  const peopleHeading = React.useRef<HTMLHeadingElement>(null);

  async function act(run: () => Promise<unknown>, done?: string) {
    setProblem(null);
    try {
      await run();
      if (done) toast.success(done);
    } catch (failure) {
      setProblem(shareErrorText(failure));
    }
  }

  if (isLoading) return <Spinner aria-label="Loading the members" />;
  if (error || !members) {
    return <Problem text={errorMessage(error)} />;
  }
  const active = members.filter((m) => m.status === 'active');
  const invited = members.filter((m) => m.status !== 'active');
  const me = members.find((m) => m.userId === userId);

  return (
    <div className="grid gap-5">
      <section aria-labelledby="members-heading" className="grid gap-2">
        <h3 id="members-heading" ref={peopleHeading} tabIndex={-1} className="font-semibold outline-none">
          People with access
        </h3>
        <ul className="grid gap-2">
          {active.map((member) => (
            <li
              key={member.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
            >
              <MemberName member={member} you={member.id === me?.id} />
              <div className="flex flex-wrap items-center gap-2">
                {owner && member.role !== 'owner' ? (
                  <>
                    <NativeSelect
                      aria-label={`Role of ${member.name ?? member.email}`}
                      variant="inline"
                      value={member.role}
                      onChange={(e) =>
                        void act(() =>
                          changeRole({
                            boardId: board.id,
                            memberId: member.id,
                            role: e.target.value as ShareRole,
                          }).unwrap(),
                        )
                      }
                    >
                      <NativeSelectOptions options={ROLE_OPTIONS} />
                    </NativeSelect>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Remove ${member.name ?? member.email}`}
                      onClick={() => {
                        peopleHeading.current?.focus();
                        void act(
                          () => remove({ boardId: board.id, memberId: member.id }).unwrap(),
                          `${member.name ?? member.email} no longer has access.`,
                        );
                      }}
                    >
                      Remove
                    </Button>
                  </>
                ) : (
                  <Badge variant="secondary">{ROLE_LABELS[member.role]}</Badge>
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>

      {invited.length > 0 && (
        <section aria-labelledby="invited-heading" className="grid gap-2">
          <h3 id="invited-heading" className="font-semibold">
            Pending invitations
          </h3>
          <ul className="grid gap-2">
            {invited.map((member) => {
              const state = invitationState(member);
              return (
                <li
                  key={member.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
                >
                  <div className="flex min-w-0 flex-col">
                    <span className="truncate font-medium">{member.email}</span>
                    <span
                      className={state.expired ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}
                    >
                      {ROLE_LABELS[member.role]} · {state.text}
                    </span>
                  </div>
                  {owner && (
                    <div className="flex flex-wrap gap-2">
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Resend the invitation to ${member.email}`}
                        onClick={() =>
                          void act(
                            () => resend({ boardId: board.id, memberId: member.id }).unwrap(),
                            `Invitation sent again to ${member.email}.`,
                          )
                        }
                      >
                        Resend
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Revoke the invitation to ${member.email}`}
                        onClick={() => {
                          peopleHeading.current?.focus();
                          void act(
                            () => remove({ boardId: board.id, memberId: member.id }).unwrap(),
                            `The invitation to ${member.email} is revoked.`,
                          );
                        }}
                      >
                        Revoke
                      </Button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <Problem text={problem} />

      {!owner && me && (
        <div>
          <Button
            variant="outline"
            onClick={() =>
              void act(async () => {
                await remove({ boardId: board.id, memberId: me.id, leaving: true }).unwrap();
                toast.success(`You left “${board.title}”.`);
                void navigate('/');
              })
            }
          >
            Leave board
          </Button>
        </div>
      )}
    </div>
  );
}

function MemberName({ member, you }: { member: BoardMember; you: boolean }) {
  return (
    <div className="flex min-w-0 flex-col">
      <span className="truncate font-medium">
        {member.name ?? member.email}
        {you && <span className="font-normal text-muted-foreground"> (you)</span>}
      </span>
      {member.name && <span className="truncate text-sm text-muted-foreground">{member.email}</span>}
    </div>
  );
}

function Links({ boardId }: { boardId: string }) {
  const { data: links, error } = useListLinksQuery(boardId);
  const [create, creation] = useCreateLinkMutation();
  const [revoke] = useRevokeLinkMutation();
  const [expiry, setExpiry] = React.useState('');
  const [created, setCreated] = React.useState<CreatedShareLink | null>(null);
  const [problem, setProblem] = React.useState<string | null>(null);
  /** Where focus goes when a revoked link's button leaves: the button that makes another. */
  const createButton = React.useRef<HTMLButtonElement>(null);
  const newLink = React.useRef<HTMLInputElement>(null);

  async function createLink() {
    // Never disabled while it runs: a disabled button drops the keyboard's focus out of the dialog.
    if (creation.isLoading) return;
    setProblem(null);
    try {
      const days = expiry === '' ? undefined : Number(expiry);
      const link = await create({ boardId, expiresInDays: days }).unwrap();
      flushSync(() => setCreated(link));
      // The keyboard goes on from the new link, selected and ready to copy (focus selects it).
      newLink.current?.focus();
    } catch (failure) {
      setProblem(shareErrorText(failure));
    }
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied.');
    } catch {
      toast.error('The link could not be copied: select it and copy it by hand.');
    }
  }

  return (
    <section aria-labelledby="links-heading" className="grid gap-3">
      <h3 id="links-heading" className="font-semibold">
        View-only links
      </h3>
      <p className="text-sm text-muted-foreground">
        Anyone with a link can read the plan, without an account. The link is shown once, when you create it.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor="link-expiry">Expires</Label>
          <NativeSelect
            id="link-expiry"
            variant="inline"
            value={expiry}
            onChange={(e) => setExpiry(e.target.value)}
          >
            <NativeSelectOptions options={EXPIRY_OPTIONS} />
          </NativeSelect>
        </div>
        <Button
          ref={createButton}
          type="button"
          variant="outline"
          aria-disabled={creation.isLoading || undefined}
          onClick={() => void createLink()}
        >
          {creation.isLoading && <Spinner />}
          Create a view-only link
        </Button>
      </div>
      {created && (
        <div className="grid gap-1.5 rounded-md border bg-muted/40 p-3">
          <Label htmlFor="new-link">New view-only link</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              ref={newLink}
              id="new-link"
              readOnly
              value={created.url}
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button type="button" onClick={() => void copy(created.url)}>
              Copy
            </Button>
          </div>
        </div>
      )}
      <Problem text={problem} />
      {error ? (
        <Problem text={errorMessage(error)} />
      ) : links && links.length > 0 ? (
        <ul aria-label="Live view-only links" className="grid gap-2">
          {links.map((link) => (
            <li
              key={link.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
            >
              <span className="text-sm">
                Created {new Date(link.createdAt).toLocaleDateString()} ·{' '}
                {link.expiresAt
                  ? `expires ${new Date(link.expiresAt).toLocaleDateString()}`
                  : 'never expires'}{' '}
                · {link.views} {link.views === 1 ? 'view' : 'views'}
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Revoke the link created ${new Date(link.createdAt).toLocaleString()}`}
                onClick={() => {
                  if (created?.id === link.id) setCreated(null);
                  createButton.current?.focus();
                  void revoke({ boardId, linkId: link.id })
                    .unwrap()
                    .catch((failure: unknown) => setProblem(shareErrorText(failure)));
                }}
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        links && <p className="text-sm text-muted-foreground">No live links.</p>
      )}
    </section>
  );
}

/** A refusal or a failed read, in the server's words. */
function Problem({ text, id }: { text: string | null; id?: string }) {
  if (!text) return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {text}
    </p>
  );
}
