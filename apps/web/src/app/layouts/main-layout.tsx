import type * as React from 'react';
import { Outlet } from 'react-router';

import { SiteHeader } from '@/app/layouts/site-header';
import { SiteFooter } from '@/components/layout/site-footer';

/** Header, page, footer: every screen outside a board. */
export function MainLayout({ children }: { children?: React.ReactNode }) {
  return (
    <div className="flex min-h-svh flex-col">
      <SiteHeader />
      <main id="main" className="flex flex-1 flex-col">
        {children ?? <Outlet />}
      </main>
      <SiteFooter />
    </div>
  );
}
