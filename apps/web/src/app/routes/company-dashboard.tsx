/** Placeholder: the companies task replaces this file (keep the default export). */
export default function CompanyDashboardRoute() {
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-semibold">Company dashboard</h1>
    </section>
  );
}
