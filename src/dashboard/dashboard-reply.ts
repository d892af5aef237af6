import type { Button, PagedList, Reply, ReplyData, ReplyField } from '../core/reply.js';

/**
 * A reply as the dashboard page reads it: what a chat shows (text, fields, list, buttons,
 * prompt), the reply's data for what the page draws itself, and files as base64. What only
 * a chat acts on (deleting the person's message, replacing the one pressed, pinging roles) stays out.
 */
export interface DashboardReply {
  text?: string;
  title?: string;
  tone?: Reply['tone'];
  fields?: ReplyField[];
  list?: PagedList;
  buttons?: Button[][];
  data?: ReplyData;
  prompt?: { kind: NonNullable<Reply['prompt']>['kind']; label: string; formId: string };
  files?: { filename: string; content_type: string; base64: string }[];
  locale: string;
}

export function dashboardReply(reply: Reply, fallbackLocale: string): DashboardReply {
  const { text, title, tone, fields, list, buttons, data, prompt, attachments } = reply;
  return {
    ...(text === undefined ? {} : { text }),
    ...(title === undefined ? {} : { title }),
    ...(tone === undefined ? {} : { tone }),
    ...(fields === undefined ? {} : { fields }),
    ...(list === undefined ? {} : { list }),
    ...(buttons === undefined ? {} : { buttons }),
    ...(data === undefined ? {} : { data }),
    ...(prompt === undefined ? {} : { prompt: { kind: prompt.kind, label: prompt.label, formId: prompt.formId } }),
    ...(attachments === undefined
      ? {}
      : {
          files: attachments.map((file) => ({
            filename: file.filename,
            content_type: file.contentType,
            base64: Buffer.from(file.data).toString('base64'),
          })),
        }),
    locale: reply.locale ?? fallbackLocale,
  };
}
