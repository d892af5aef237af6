import type { DashboardReply, ReplyFile } from './wire.js';
import { t } from './i18n.js';

/**
 * Replies as the chat would show them: title, text, fields, list, buttons and files. Every
 * tab shows what a command answered this way where it has no view of the reply's data, and
 * questions (the 5× price check, a delivery's masked preview) are answered with their buttons.
 */
export function Replies({ replies, onAction, busy }: { replies: DashboardReply[]; onAction: (action: string) => void; busy: boolean }) {
  if (replies.length === 0) return null;
  return (
    <div class="replies" role="status">
      {replies.map((reply, index) => (
        <ReplyCard key={index} reply={reply} onAction={onAction} busy={busy} />
      ))}
    </div>
  );
}

function ReplyCard({ reply, onAction, busy }: { reply: DashboardReply; onAction: (action: string) => void; busy: boolean }) {
  return (
    <section class={`reply tone-${reply.tone ?? 'info'}`}>
      {reply.title !== undefined && <h3>{reply.title}</h3>}
      {reply.text !== undefined && <p class="reply-text">{reply.text}</p>}
      {reply.fields && reply.fields.length > 0 && (
        <dl class="fields">
          {reply.fields.map((field, index) => (
            <div key={index} class={field.inline === true ? 'field inline' : 'field'}>
              <dt>{field.label}</dt>
              <dd>{field.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {reply.list && (
        <ul class="reply-list">
          {reply.list.items.map((item, index) => (
            <li key={index}>
              <span class="item-title">{item.title}</span>
              {item.detail !== undefined && <span class="hint"> {item.detail}</span>}
            </li>
          ))}
        </ul>
      )}
      {reply.files?.map((file) => (
        <FileLink key={file.filename} file={file} />
      ))}
      {reply.buttons?.map((row, index) => (
        <div key={index} class="button-row">
          {row.map((button) => (
            <button
              key={button.action}
              type="button"
              class={button.style === 'danger' ? 'danger' : button.style === 'primary' || button.style === 'success' ? 'primary' : ''}
              disabled={busy}
              onClick={() => onAction(button.action)}
            >
              {button.label}
            </button>
          ))}
        </div>
      ))}
    </section>
  );
}

/** A file a command made (an export): downloaded from memory, so nothing but the page's own origin is involved. */
function FileLink({ file }: { file: ReplyFile }) {
  const download = () => {
    const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
    const url = URL.createObjectURL(new Blob([bytes], { type: file.content_type }));
    const link = document.createElement('a');
    link.href = url;
    link.download = file.filename;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };
  return (
    <p>
      <button type="button" onClick={download}>
        {t('dashboard-page-download-button', { file: file.filename })}
      </button>
    </p>
  );
}
