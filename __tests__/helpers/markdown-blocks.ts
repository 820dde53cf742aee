/** The fenced code blocks of a Markdown file (README.md's YAML and Mermaid blocks go to their consumers' parsers). */

/** A fenced code block of a Markdown file: its info string, text and first line (1-based). */
export interface CodeBlock {
  info: string;
  text: string;
  line: number;
}

/**
 * The fenced code blocks of CommonMark text (``` or ~~~, indented up to three spaces, or inside
 * a list item: the fence's indentation is removed from the block's lines).
 */
export function listCodeBlocks(markdown: string): CodeBlock[] {
  const lines = markdown.split('\n');
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([^`\s]*)/.exec(lines[i] ?? '');
    if (!open) continue;
    const [, indent = '', fence = '', info = ''] = open;
    const close = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !close.test(lines[j] ?? ''); j++) {
      const line = lines[j] ?? '';
      body.push(line.startsWith(indent) ? line.slice(indent.length) : line.trimStart());
    }
    blocks.push({ info, text: `${body.join('\n')}\n`, line: i + 2 });
    i = j;
  }
  return blocks;
}
