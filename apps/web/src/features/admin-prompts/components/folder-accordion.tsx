import type { PromptFolder } from '@planner/domain';

import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export interface SelectedPrompt {
  folder: string;
  name: string;
}

/** The left pane (spec 2): one folder open at a time (collapsible), each listing its files or "No files". */
export function FolderAccordion({
  folders,
  selected,
  onSelect,
}: {
  folders: PromptFolder[];
  selected: SelectedPrompt | null;
  onSelect: (selection: SelectedPrompt) => void;
}) {
  return (
    <Accordion type="single" collapsible className="px-3">
      {folders.map((folder) => (
        <AccordionItem key={folder.name} value={folder.name}>
          <AccordionTrigger className="font-mono">{folder.name}</AccordionTrigger>
          <AccordionContent>
            {folder.prompts.length === 0 ? (
              <p className="px-2 text-muted-foreground">No files</p>
            ) : (
              <ul className="grid gap-0.5">
                {folder.prompts.map((prompt) => {
                  const active = selected?.folder === folder.name && selected.name === prompt.name;
                  return (
                    <li key={prompt.name}>
                      <Button
                        type="button"
                        variant="ghost"
                        size={null}
                        aria-current={active ? 'true' : undefined}
                        onClick={() => onSelect({ folder: folder.name, name: prompt.name })}
                        className={cn(
                          'w-full justify-start rounded-md px-2 py-1 text-left font-mono text-xs font-normal whitespace-normal',
                          active && 'bg-accent font-semibold text-accent-foreground',
                        )}
                      >
                        {prompt.name}
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
