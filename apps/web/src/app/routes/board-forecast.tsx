import { useParams } from 'react-router';

import { ForecastScreen } from '@/features/forecast/components/forecast-screen';

/** `/:boardId/forecast`: the forecast screen. */
export default function BoardForecastRoute() {
  const { boardId = '' } = useParams();
  return <ForecastScreen key={boardId} boardId={boardId} />;
}
