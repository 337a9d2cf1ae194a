import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';

/** Markdown as HTML without raw HTML (react-markdown skips it), GitHub-flavoured (tables, lists). */
export default function MarkdownRenderer({ children }: { children: string }) {
  return (
    <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml>
      {children}
    </ReactMarkdown>
  );
}
