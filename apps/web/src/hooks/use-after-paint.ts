import * as React from 'react';

import { afterNextPaint } from '@/lib/after-paint';

export { afterNextPaint };

/** False until the frame after the component mounted has been painted. */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = React.useState(false);
  React.useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
