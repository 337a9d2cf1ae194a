import { addAdminEmail } from '@planner/domain';
import { cva } from 'class-variance-authority';
import { PlusIcon, XIcon } from 'lucide-react';
import * as React from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

interface AdminEmailsInputProps {
  emails: string[];
  onChange: (emails: string[]) => void;
  /** The email box lost focus: the list is checked then (validated on blur). */
  onBlur?: () => void;
  /** Every problem of the list at once; the chips at `invalid` positions are marked. */
  messages: string[];
  invalid: Set<number>;
}

/** One address in the list; one the server refused shows in red. */
const chipVariants = cva(
  'inline-flex max-w-full min-w-0 items-center gap-1 rounded-full border bg-secondary py-0.5 pr-1 pl-3 text-sm',
  {
    variants: {
      invalid: { true: 'border-destructive text-destructive', false: 'text-secondary-foreground' },
    },
  },
);

/**
 * "Admin Users (Emails)": an email box with Add Admin (or Enter) adding the trimmed, lowercased
 * address as a removable chip (the domain's `addAdminEmail`), for creating and editing a company.
 */
export function AdminEmailsInput({ emails, onChange, onBlur, messages, invalid }: AdminEmailsInputProps) {
  const [text, setText] = React.useState('');
  const inputId = React.useId();
  const messageId = `${inputId}-message`;

  const add = () => {
    const next = addAdminEmail(emails, text);
    if (next.length === emails.length) return;
    onChange(next);
    setText('');
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId} className={cn(messages.length > 0 && 'text-destructive')}>
        Admin Users (Emails)
      </Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          type="email"
          autoComplete="off"
          placeholder="admin@example.com"
          value={text}
          aria-invalid={messages.length > 0}
          aria-describedby={messages.length > 0 ? messageId : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
          onBlur={onBlur}
        />
        <Button type="button" variant="outline" onClick={add}>
          <PlusIcon aria-hidden />
          Add Admin
        </Button>
      </div>
      {emails.length > 0 && (
        <ul aria-label="Admin users" className="flex flex-wrap gap-2">
          {emails.map((email, index) => (
            <li
              key={email + index}
              data-invalid={invalid.has(index)}
              className={chipVariants({ invalid: invalid.has(index) })}
            >
              {/* A long address wraps inside its chip instead of widening the card on phones. */}
              <span className="min-w-0 break-all">{email}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-6 rounded-full max-sm:size-8"
                aria-label={`Remove ${email}`}
                onClick={() => onChange(emails.filter((_, i) => i !== index))}
              >
                <XIcon aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {messages.length > 0 && (
        <div id={messageId} className="grid gap-1">
          {messages.map((message) => (
            <p key={message} className="text-sm text-destructive">
              {message}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
