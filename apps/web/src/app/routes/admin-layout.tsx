import { Building2Icon, FileTextIcon } from 'lucide-react';
import type * as React from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';

import {
  Sidebar,
  SIDEBAR_WIDTH_ADMIN,
  SidebarContent,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarProvider,
  SidebarTrigger,
  useSidebar,
} from '@/components/ui/sidebar';
import { useIsMobile } from '@/hooks/use-mobile';

/** Spec 2, "Admin area": the sidebar's entries. */
const ADMIN_NAV = [
  { label: 'Prompts', to: '/admin/prompts', icon: FileTextIcon },
  { label: 'Companies', to: '/admin/companies', icon: Building2Icon },
] as const;

function AdminNav() {
  const { pathname } = useLocation();
  const { setOpenMobile } = useSidebar();
  return (
    <SidebarContent>
      <SidebarGroup>
        <SidebarGroupLabel>Admin</SidebarGroupLabel>
        <SidebarGroupContent>
          <nav aria-label="Admin">
            <SidebarMenu>
              {ADMIN_NAV.map((item) => (
                <SidebarMenuItem key={item.to}>
                  <SidebarMenuButton asChild isActive={pathname.startsWith(item.to)}>
                    <NavLink to={item.to} onClick={() => setOpenMobile(false)}>
                      <item.icon aria-hidden />
                      <span>{item.label}</span>
                    </NavLink>
                  </SidebarMenuButton>
                </SidebarMenuItem>
              ))}
            </SidebarMenu>
          </nav>
        </SidebarGroupContent>
      </SidebarGroup>
    </SidebarContent>
  );
}

/**
 * /admin: the 10rem sidebar (Prompts, Companies) beside the admin screens, under the shared header
 * and footer. It sits in the page flow on wide screens and is a slide-in sheet on phones.
 */
export default function AdminLayoutRoute() {
  const isMobile = useIsMobile();
  return (
    <SidebarProvider
      className="min-h-0 flex-1"
      style={{ '--sidebar-width': SIDEBAR_WIDTH_ADMIN } as React.CSSProperties}
    >
      <Sidebar collapsible={isMobile ? 'offcanvas' : 'none'} className="h-auto self-stretch border-r">
        <AdminNav />
      </Sidebar>
      <div className="flex min-w-0 flex-1 flex-col">
        {isMobile && (
          <div className="px-2 pt-2">
            <SidebarTrigger />
          </div>
        )}
        <div className="min-w-0 flex-1 px-4 py-6 sm:px-6">
          <Outlet />
        </div>
      </div>
    </SidebarProvider>
  );
}
