import { Sidebar, SidebarContent, SidebarHeader } from '@/components/ui/sidebar';

/**
 * Placeholder: the board-ui task replaces this file (keep the default export). It renders inside the
 * board layout's SidebarProvider; the classes keep the fixed panel below the sticky header.
 */
export default function BoardSidebarRoute() {
  return (
    <Sidebar className="top-(--header-height) h-[calc(100svh-var(--header-height))]!">
      <SidebarHeader className="px-4 pt-4 text-sm font-semibold">Board</SidebarHeader>
      <SidebarContent />
    </Sidebar>
  );
}
