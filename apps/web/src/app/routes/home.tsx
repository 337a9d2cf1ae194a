import { BoardsHome } from '@/features/boards/components/boards-home';
import { ImportBoardButton } from '@/features/plan/components/import-board-button';

/** `/`: the signed-in user's boards. */
export default function HomeRoute() {
  return <BoardsHome actions={<ImportBoardButton />} />;
}
