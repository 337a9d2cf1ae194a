import { type Board, EXPORT_FORMAT_INFO, EXPORT_FORMATS, type ExportFormat } from '@planner/domain';
import { ChevronDownIcon, DownloadIcon } from 'lucide-react';
import * as React from 'react';
import { useStore } from 'react-redux';

import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { selectToken } from '@/lib/root-reducer';
import { showToast } from '@/lib/toast';

import { downloadExport } from '../api/plan-api';

/** The plan's "Export" menu: one item per format, each a download named from the title and date. */
export function ExportMenu({ board }: { board: Board }) {
  const store = useStore<{ auth?: { token: string | null } }>();
  const [busy, setBusy] = React.useState<ExportFormat | null>(null);

  async function download(format: ExportFormat) {
    setBusy(format);
    try {
      await downloadExport(board, format, selectToken(store.getState()));
    } catch (error) {
      showToast('error', 'The export failed', { description: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" disabled={busy !== null}>
          {busy ? <Spinner aria-hidden /> : <DownloadIcon aria-hidden />}
          {busy ? `Exporting ${EXPORT_FORMAT_INFO[busy].label}…` : 'Export'}
          <ChevronDownIcon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {EXPORT_FORMATS.map((format) => (
          <DropdownMenuItem key={format} onSelect={() => void download(format)}>
            {EXPORT_FORMAT_INFO[format].label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
