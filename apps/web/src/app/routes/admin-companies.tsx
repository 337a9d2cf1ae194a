/** Placeholder: the companies task replaces this file (keep the default export). */
export default function AdminCompaniesRoute() {
  return <h1 className="text-2xl font-semibold">Create Company</h1>;
}
