import { useState } from 'preact/hooks';
import type { Api } from './api.js';
import { t } from './i18n.js';
import type { DashboardReply, ReplyFile } from './wire.js';

interface RepliesProps {
  api: Api;
  replies: DashboardReply[];
  busy: boolean;
  /** Runs what answering a reply calls (a button press, a question's answer) the way the panel runs its calls. */
  run: (call: () => Promise<DashboardReply[]>) => void;
}

/**
 * Replies as the chat would show them: title, text, fields, list, buttons and files. Every
 * tab shows what a command answered this way where it has no view of the reply's data, and
 * questions (the 5× price check, a delivery's masked preview) are answered with their buttons.
 */
export function Replies(props: RepliesProps) {
  if (props.replies.length === 0) return null;
  return (
    <div class="replies" role="status">
      {props.replies.map((reply, index) => (
        <ReplyCard key={index} reply={reply} {...props} />
      ))}
    </div>
  );
}

function ReplyCard({ reply, api, run, busy }: RepliesProps & { reply: DashboardReply }) {
  const onAction = (action: string) => run(() => api.action(action));
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
      {reply.prompt && reply.prompt.kind !== 'file' && (
        <PromptForm prompt={reply.prompt} busy={busy} onAnswer={(answer) => run(() => api.form(reply.prompt?.formId ?? '', answer))} />
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

/** A question a flow asks (a price, codes, a key): answered here as the chat's next message would answer it. */
function PromptForm(props: { prompt: NonNullable<DashboardReply['prompt']>; busy: boolean; onAnswer: (answer: string) => void }) {
  const [typed, setTyped] = useState('');
  const id = `prompt-${props.prompt.formId}`;
  const submit = (event: Event) => {
    event.preventDefault();
    // A secret or codes leave the page once, then the box is empty again.
    setTyped('');
    props.onAnswer(typed);
  };
  return (
    <form class="deliver" onSubmit={submit}>
      <label for={id}>{props.prompt.label}</label>
      {props.prompt.kind === 'goods' ? (
        <textarea
          id={id}
          rows={3}
          autocomplete="off"
          spellcheck={false}
          value={typed}
          onInput={(event) => setTyped(event.currentTarget.value)}
        />
      ) : props.prompt.kind === 'secret' ? (
        <input id={id} type="password" autocomplete="off" value={typed} onInput={(event) => setTyped(event.currentTarget.value)} />
      ) : (
        <input id={id} type="text" autocomplete="off" value={typed} onInput={(event) => setTyped(event.currentTarget.value)} />
      )}
      <div class="button-row">
        <button type="submit" class="primary" disabled={props.busy || typed.trim() === ''}>
          {t('dashboard-page-answer-button')}
        </button>
      </div>
    </form>
  );
}
