import { useParams } from 'react-router';

import { useAuth } from '@/features/auth/hooks/use-auth';
import { BoardSidebar } from '@/features/board-workspace/components/board-sidebar';

/** The board's sidebar, rendered by the board layout inside its SidebarProvider. */
export default function BoardSidebarRoute() {
  const { boardId = '' } = useParams();
  const { user } = useAuth();
  return <BoardSidebar boardId={boardId} userId={user?.uid} />;
}
