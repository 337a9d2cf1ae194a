import { companyAdminState, type Membership } from '@planner/domain';
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';

import { rootReducer } from '@/lib/root-reducer';

/** Spec section 3, "Client auth state". */
export interface AuthState {
  token: string | null;
  isAuthenticated: boolean;
  isCompanyAdmin: boolean;
  companyId: string | null;
  memberships: Membership[];
}

const initialState: AuthState = {
  token: null,
  isAuthenticated: false,
  isCompanyAdmin: false,
  companyId: null,
  memberships: [],
};

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    setToken(state, action: PayloadAction<string | null>) {
      state.token = action.payload;
      state.isAuthenticated = action.payload !== null;
    },
    /** Spec 4, "Membership loading": the first active admin membership makes a company admin. */
    setMemberships(state, action: PayloadAction<Membership[]>) {
      state.memberships = action.payload;
      Object.assign(state, companyAdminState(action.payload));
    },
    resetAuth: () => initialState,
  },
  selectors: {
    selectAuth: (state) => state,
    selectIsCompanyAdmin: (state) => state.isCompanyAdmin,
    selectCompanyId: (state) => state.companyId,
    selectMemberships: (state) => state.memberships,
  },
});

declare module '@/lib/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof authSlice> {}
}

export const injectedAuthSlice = authSlice.injectInto(rootReducer);

export const { setToken, setMemberships, resetAuth } = authSlice.actions;
// The token's one reader is `selectToken` in lib/root-reducer.ts.
export const { selectAuth, selectIsCompanyAdmin, selectCompanyId, selectMemberships } =
  injectedAuthSlice.selectors;
