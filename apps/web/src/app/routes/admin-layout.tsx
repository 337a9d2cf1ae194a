import { NavLink, Outlet } from 'react-router';

/** Placeholder: the companies task replaces this file (keep the default export). */
export default function AdminLayoutRoute() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-1 gap-6 px-4 py-6 sm:px-6">
      <nav aria-label="Admin" className="flex w-40 shrink-0 flex-col gap-1">
        <NavLink to="/admin/prompts">Prompts</NavLink>
        <NavLink to="/admin/companies">Companies</NavLink>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
