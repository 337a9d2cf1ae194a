/**
 * Where a view-only link opens: its page is `/shared/<token>`, the plan it reads
 * `/api/shared/<token>`. Kept apart from `sharing.ts` (zod) so a first page can match the path
 * without loading the schemas.
 */
export const SHARED_PATH = '/shared';
