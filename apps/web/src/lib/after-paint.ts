/** The longest wait: a tab in the background paints no frames. */
const LATEST_MS = 500;

/**
 * Runs `callback` once the browser has painted the next frame and shown it (the frame after it has
 * begun; or after LATEST_MS): for work the screen does not show at first, so it neither holds up
 * that paint nor competes with it. Returns a cancel function.
 */
export function afterNextPaint(callback: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    callback();
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(run, 0);
    });
  });
  const latest = setTimeout(run, LATEST_MS);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(latest);
  };
}
