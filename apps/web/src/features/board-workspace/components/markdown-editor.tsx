import { Label } from '@/components/ui/label';
import { Markdown } from '@/components/ui/markdown';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';

import { isTooLong, TextLimit, textLimitId } from './text-limit';

interface MarkdownEditorProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  placeholder?: string;
}

/** A markdown text field with a Preview tab (rendered without raw HTML) and its length near the limit. */
export function MarkdownEditor({ id, label, value, onChange, disabled, placeholder }: MarkdownEditorProps) {
  return (
    <div className="flex flex-col gap-2">
      <Tabs defaultValue="write" className="gap-2">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <Label htmlFor={id} className="text-base font-semibold">
            {label}
          </Label>
          <TabsList aria-label={`${label}: write or preview`} className="h-9">
            <TabsTrigger value="write">Write</TabsTrigger>
            <TabsTrigger value="preview">Preview</TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="write" forceMount className="data-[state=inactive]:hidden">
          <Textarea
            id={id}
            value={value}
            disabled={disabled}
            placeholder={placeholder}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={isTooLong(value) || undefined}
            aria-describedby={textLimitId(id)}
            className="min-h-56 font-[inherit] text-base leading-7 md:text-[0.975rem]"
          />
          <div className="mt-1.5 flex flex-wrap justify-between gap-x-4 gap-y-1">
            <p className="text-xs text-muted-foreground">
              Markdown works here: **bold**, lists with -, headings with #.
            </p>
            <TextLimit fieldId={id} value={value} />
          </div>
        </TabsContent>
        <TabsContent value="preview" className="min-h-56 rounded-md border bg-card px-4 py-3">
          {value.trim() ? (
            <Markdown>{value}</Markdown>
          ) : (
            <p className="text-sm text-muted-foreground">Nothing to preview yet.</p>
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
