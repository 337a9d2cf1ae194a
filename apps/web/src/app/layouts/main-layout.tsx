import type * as React from 'react';
import { Outlet, useMatch } from 'react-router';

import { CONTENT_ID, SiteHeader } from '@/app/layouts/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { VerifyEmailBanner } from '@/features/auth/components/verify-email-banner';

/** Header, page, footer: every screen outside a board. */
export function MainLayout({ children }: { children?: React.ReactNode }) {
  // The admin area's sidebar runs edge to edge: the header lines up with it, as on board pages.
  const fluid = useMatch('/admin/*') !== null;
  return (
    <div className="flex min-h-svh flex-col">
      <SiteHeader fluid={fluid} />
      <main id={CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <VerifyEmailBanner />
        {children ?? <Outlet />}
      </main>
      <SiteFooter />
    </div>
  );
}
