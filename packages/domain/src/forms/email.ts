import { z } from 'zod';

/** The reset dialog's "simple address pattern". */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EmailSchema = z.email('Invalid email').max(254, 'Invalid email');
