import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

const SAFE_URL = /^(https?:|mailto:)/i;

/** Only web and e-mail links survive; `javascript:`, `data:` and the like become nothing. */
export const safeUrl = (url: string) => (SAFE_URL.test(url.trim()) ? url.trim() : '');

const components: Components = {
  a: ({ href, children }) =>
    href ? (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="text-primary underline underline-offset-2"
      >
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  table: ({ children }) => (
    <div className="my-2 overflow-x-auto">
      <table className="border-collapse text-[0.95rem]">{children}</table>
    </div>
  ),
  th: ({ children }) => <th className="border border-line px-2 py-1 text-left">{children}</th>,
  td: ({ children }) => <td className="border border-line px-2 py-1">{children}</td>,
};

/**
 * A chat message as markdown with GitHub extras (tables, lists, strikethrough).
 * Raw HTML is never rendered: react-markdown shows it as plain text; images are
 * dropped (they would load from other servers).
 */
export function ChatMarkdown({ text }: { text: string }) {
  return (
    <div className="chat-markdown flex flex-col gap-2 break-words [&_code]:rounded [&_code]:bg-accent [&_code]:px-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_pre]:overflow-x-auto [&_ul]:list-disc [&_ul]:pl-6">
      <Markdown
        remarkPlugins={[remarkGfm]}
        components={components}
        urlTransform={safeUrl}
        disallowedElements={['img']}
        unwrapDisallowed
      >
        {text}
      </Markdown>
    </div>
  );
}
