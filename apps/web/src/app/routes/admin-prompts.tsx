/** Placeholder: the companies task replaces this file (keep the default export). */
export default function AdminPromptsRoute() {
  return <h1 className="text-2xl font-semibold">Prompts</h1>;
}
