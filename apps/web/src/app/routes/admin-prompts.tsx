import { PromptsScreen } from '@/features/admin-prompts/components/prompts-screen';

/** /admin/prompts: the prompt template editor. */
export default function AdminPromptsRoute() {
  return <PromptsScreen />;
}
