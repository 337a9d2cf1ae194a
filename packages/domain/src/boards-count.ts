// Its own module, free of zod: home imports it in its first load.

/** "3 boards", "1 board": every count of boards shown to a person, singular for one. */
export function boardsCount(n: number): string {
  return `${n} ${n === 1 ? 'board' : 'boards'}`;
}
