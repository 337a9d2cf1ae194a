import { stageFromSlug } from '@planner/domain';
import { useParams } from 'react-router';

import { StageScreen } from '@/features/board-workspace/components/stage-screen';

/** `/:boardId/:stage` (the layout's StageGate already turned unknown stages into the 404 text). */
export default function BoardStageRoute() {
  const { boardId = '', stage = '' } = useParams();
  const id = stageFromSlug(stage);
  if (!id) return null;
  return <StageScreen key={boardId} boardId={boardId} stage={id} />;
}
