import { zodResolver } from '@hookform/resolvers/zod';
import { LoginFormSchema } from '@planner/domain';

/** Loaded on demand by the login form (see login-form.tsx). */
export const loginResolver = zodResolver(LoginFormSchema);
