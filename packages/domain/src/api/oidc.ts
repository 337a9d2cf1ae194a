import { z } from 'zod';

/** `google` is the Google preset; `oidc` is the one generic issuer (OIDC_ISSUER). */
export const OIDC_PROVIDER_IDS = ['google', 'oidc'] as const;
export const OidcProviderIdSchema = z.enum(OIDC_PROVIDER_IDS);
export type OidcProviderId = z.infer<typeof OidcProviderIdSchema>;

export const OidcProviderSchema = z.object({ id: OidcProviderIdSchema, displayName: z.string() });
export type OidcProvider = z.infer<typeof OidcProviderSchema>;
/** `GET /api/auth/oidc/providers`: empty when none is configured. */
export const OidcProvidersResponseSchema = z.object({ providers: z.array(OidcProviderSchema) });
export type OidcProvidersResponse = z.infer<typeof OidcProvidersResponseSchema>;

/** What the sign-in popup posts to its opener; never tokens (the opener then calls refresh). */
export const OIDC_POPUP_MESSAGE_TYPE = 'planner:oidc';
export const OidcPopupMessageSchema = z.discriminatedUnion('ok', [
  z.object({ type: z.literal(OIDC_POPUP_MESSAGE_TYPE), ok: z.literal(true) }),
  z.object({
    type: z.literal(OIDC_POPUP_MESSAGE_TYPE),
    ok: z.literal(false),
    code: z.string(),
    message: z.string(),
  }),
]);
export type OidcPopupMessage = z.infer<typeof OidcPopupMessageSchema>;
