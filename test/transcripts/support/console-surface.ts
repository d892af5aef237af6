// The terminal of `npm start`: each reply rendered by the console adapter's own `renderReply`,
// numbered `#N` as ConsoleChat prints it (choices carry the number under a question asking for
// one). A text attachment's content follows it, as the person would read the saved file.
import { renderReply } from '../../../adapters/console/console-render.js';
import type { Reply } from '../../../src/domain/reply.js';
import { DEFAULT_LOCALE } from '../../../src/i18n/index.js';
import { block, type Surface, type Turn } from './surface.js';

function attachmentLines(reply: Reply): string[] {
  return (reply.attachments ?? []).flatMap((attachment) =>
    attachment.contentType.startsWith('text/') || attachment.contentType.includes('json')
      ? [`  file ${attachment.filename}:`, ...block(new TextDecoder().decode(attachment.data))]
      : [`  file ${attachment.filename} (${attachment.contentType})`],
  );
}

export function consoleSurface(): Surface {
  let printed = 0;
  // The terminal's own words follow the last reply's language, as ConsoleChat's do.
  let locale = DEFAULT_LOCALE;
  return {
    platform: 'console',
    show(_turn: Turn, replies: readonly Reply[]) {
      const lines: string[] = [];
      for (const reply of replies) {
        printed += 1;
        locale = reply.locale ?? locale;
        const rendered = renderReply(reply, reply.prompt?.numeric ? printed : undefined, locale);
        lines.push(`#${printed}`, ...rendered.text.split('\n'), ...attachmentLines(reply));
      }
      return Promise.resolve(lines);
    },
  };
}
