import type { Reply } from '../domain/reply.js';
import type { DashboardReply } from './dashboard-wire.js';

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
