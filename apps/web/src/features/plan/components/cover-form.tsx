import type { Board, Founder, PlanData, PlanLogo } from '@planner/domain';
import { LOGO_MESSAGES, PlanDataSchema, PlanLogoSchema } from '@planner/domain';
import * as React from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-error';
import { usePatchBoardMutation } from '@/lib/boards-api';

type CoverFields = Pick<
  PlanData,
  'companyName' | 'founders' | 'contactEmail' | 'website' | 'logo' | 'confidential'
>;

/** "Ana Ruiz, CEO" per line -> founders; a line without a comma is a name without a role. */
export function parseFounders(text: string): Founder[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const comma = line.indexOf(',');
      return comma < 0
        ? { name: line, role: '' }
        : { name: line.slice(0, comma).trim(), role: line.slice(comma + 1).trim() };
    });
}

const foundersText = (founders: Founder[]) =>
  founders.map((f) => (f.role ? `${f.name}, ${f.role}` : f.name)).join('\n');

/** A file as a logo: its bytes as base64 and its type, checked as the server checks them. */
async function readLogo(file: File): Promise<{ logo: PlanLogo } | { error: string }> {
  if (file.type !== 'image/png' && file.type !== 'image/jpeg') return { error: LOGO_MESSAGES.type };
  const url = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
  const logo = { mediaType: file.type, data: url.slice(url.indexOf(',') + 1) };
  const checked = PlanLogoSchema.safeParse(logo);
  return checked.success ? { logo: checked.data } : { error: checked.error.issues[0]?.message ?? '' };
}

/** The cover's company details, edited on the plan page and saved with the board (`planData`). */
export function CoverForm({ board }: { board: Board }) {
  const [patchBoard, { isLoading }] = usePatchBoardMutation();
  const [fields, setFields] = React.useState<CoverFields>(() => ({ ...board.planData }));
  const [founders, setFounders] = React.useState(() => foundersText(board.planData.founders));
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const set = (change: Partial<CoverFields>) => setFields((f) => ({ ...f, ...change }));

  async function onLogo(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const read = await readLogo(file);
    if ('error' in read) {
      setErrors((e) => ({ ...e, logo: read.error }));
      event.target.value = '';
      return;
    }
    setErrors(({ logo: _, ...rest }) => rest);
    set({ logo: read.logo });
  }

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const patch = { ...fields, founders: parseFounders(founders) };
    const checked = PlanDataSchema.partial().safeParse(patch);
    if (!checked.success) {
      setErrors(
        Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0] ?? 'form'), i.message])),
      );
      return;
    }
    setErrors({});
    try {
      await patchBoard({ id: board.id, patch: { planData: checked.data } }).unwrap();
      toast.success('Cover details saved');
    } catch (error) {
      setErrors({ form: errorMessage(error) });
    }
  }

  const error = (name: string) =>
    errors[name] ? (
      <p id={`cover-${name}-error`} role="alert" className="text-sm text-destructive">
        {errors[name]}
      </p>
    ) : null;
  const invalid = (name: string) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `cover-${name}-error` } : {};

  return (
    <form onSubmit={onSubmit} aria-label="Cover and company details" className="grid gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-2">
        <Label htmlFor="cover-company">Company name</Label>
        <Input
          id="cover-company"
          value={fields.companyName}
          maxLength={200}
          onChange={(e) => set({ companyName: e.target.value })}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="cover-email">Contact email</Label>
        <Input
          id="cover-email"
          type="email"
          value={fields.contactEmail}
          onChange={(e) => set({ contactEmail: e.target.value.trim() })}
          {...invalid('contactEmail')}
        />
        {error('contactEmail')}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="cover-founders">Founders (one per line: name, role)</Label>
        <Textarea
          id="cover-founders"
          value={founders}
          rows={3}
          onChange={(e) => setFounders(e.target.value)}
          {...invalid('founders')}
        />
        {error('founders')}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="cover-website">Website</Label>
        <Input
          id="cover-website"
          type="url"
          placeholder="https://example.com"
          value={fields.website}
          onChange={(e) => set({ website: e.target.value.trim() })}
          {...invalid('website')}
        />
        {error('website')}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="cover-logo">Logo (PNG or JPEG, up to 1 MB)</Label>
        <Input
          id="cover-logo"
          type="file"
          accept="image/png,image/jpeg"
          onChange={(e) => void onLogo(e)}
          {...invalid('logo')}
        />
        {error('logo')}
        {fields.logo && (
          <div className="flex items-center gap-3">
            <img
              src={`data:${fields.logo.mediaType};base64,${fields.logo.data}`}
              alt="Logo to be saved"
              className="max-h-12 max-w-40 object-contain"
            />
            <Button type="button" variant="outline" size="sm" onClick={() => set({ logo: null })}>
              Remove logo
            </Button>
          </div>
        )}
      </div>
      <div className="flex items-center gap-2 self-end">
        <input
          id="cover-confidential"
          type="checkbox"
          className="size-4 accent-primary"
          checked={fields.confidential}
          onChange={(e) => set({ confidential: e.target.checked })}
        />
        <Label htmlFor="cover-confidential">Mark the plan “Confidential”</Label>
      </div>
      <div className="flex flex-col gap-2 sm:col-span-2">
        {error('form')}
        <Button type="submit" disabled={isLoading} className="self-start">
          Save cover details
        </Button>
      </div>
    </form>
  );
}
