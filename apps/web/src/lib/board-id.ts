/** Board ids are UUIDs; anything else in a board's place in a path is not a board at all. */
const BOARD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isBoardId(value: string | undefined): value is string {
  return value !== undefined && BOARD_ID.test(value);
}
