import { BoardsHome } from '@/features/boards/components/boards-home';

/** `/`: the signed-in user's boards. */
export default function HomeRoute() {
  return <BoardsHome />;
}
