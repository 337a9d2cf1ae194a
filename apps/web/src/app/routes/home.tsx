import { BoardsHome } from '@/features/boards/components/boards-home';
import { StartFromExample } from '@/features/boards/components/start-from-example';
import { ImportBoardButton } from '@/features/plan/components/import-board-button';

/** `/`: the signed-in user's boards. */
export default function HomeRoute() {
  return (
    <BoardsHome
      actions={
        <>
          <StartFromExample />
          <ImportBoardButton />
        </>
      }
    />
  );
}
