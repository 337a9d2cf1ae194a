import { useParams } from 'react-router';

import { useAuth } from '@/features/auth/hooks/use-auth';
import { BoardSession } from '@/features/board-workspace/components/board-session';

/** Opens the board of the URL once for the whole board frame (sidebar and stage read the cache). */
export default function BoardSessionRoute() {
  const { boardId = '' } = useParams();
  const { user } = useAuth();
  return <BoardSession boardId={boardId} userId={user?.uid} />;
}
