import { useAuth } from '@/features/auth/hooks/use-auth';
import { BoardsHome } from '@/features/boards/components/boards-home';
import { StartFromExample } from '@/features/boards/components/start-from-example';
import { ImportBoardButton } from '@/features/plan/components/import-board-button';

/** `/`: the signed-in user's boards. */
export default function HomeRoute() {
  const { user } = useAuth();
  return (
    <BoardsHome
      userId={user?.uid ?? ''}
      actions={
        <>
          <StartFromExample />
          <ImportBoardButton />
        </>
      }
    />
  );
}
