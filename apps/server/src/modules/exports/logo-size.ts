/** A size scaled down (never up) to fit a box, keeping its proportions. */
export function fitInto(size: { width: number; height: number }, box: { width: number; height: number }) {
  const scale = Math.min(1, box.width / size.width, box.height / size.height);
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}
