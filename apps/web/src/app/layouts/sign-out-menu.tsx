import { ChevronDownIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

/** "Sign out of all devices", beside Sign Out; its own chunk, so signed-out pages never load the menu. */
export default function SignOutMenu({ onSignOutEverywhere }: { onSignOutEverywhere: () => void }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label="More sign-out options"
          className="size-10 text-muted-foreground sm:size-8"
        >
          <ChevronDownIcon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={onSignOutEverywhere}>Sign out of all devices</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
