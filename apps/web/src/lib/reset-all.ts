import { createAction } from '@reduxjs/toolkit';

/** Returns every slice to its initial state (logout); the root reducer handles it. */
export const resetAll = createAction('app/resetAll');
