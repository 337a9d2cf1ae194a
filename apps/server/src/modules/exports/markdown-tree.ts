import type { Nodes, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';

/** A board's markdown as a syntax tree; raw HTML stays a node of its own, rendered as text. */
export function parseMarkdown(markdown: string): Root {
  return fromMarkdown(markdown);
}

/** The plain text of a node and its children (image alt text included). */
export function plainText(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if (node.type === 'image') return node.alt ?? '';
  if ('children' in node) return node.children.map((c) => plainText(c as Nodes)).join('');
  return '';
}
