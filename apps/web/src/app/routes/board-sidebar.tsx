import { useParams } from 'react-router';

import { BoardSidebar } from '@/features/board-workspace/components/board-sidebar';

/** The board's sidebar, rendered by the board layout inside its SidebarProvider. */
export default function BoardSidebarRoute() {
  const { boardId = '' } = useParams();
  return <BoardSidebar boardId={boardId} />;
}
