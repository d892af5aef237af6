// Layout of the custom_id Discord echoes back for buttons, select menus and
// modals (at most 100 characters). Core action ids fit Telegram's 64 bytes, so
// `a:` + action always fits; a prompt's form id travels in the modal's own id.
import type { Prompt } from '../../src/domain/reply.js';

const MAX_CUSTOM_ID = 100;

const KIND_CODES: Record<Prompt['kind'], string> = { text: 't', secret: 's', goods: 'g', file: 'f' };
const CODE_KINDS: Record<string, Prompt['kind']> = { t: 'text', s: 'secret', g: 'goods', f: 'file' };

/** What a prompt needs to be shown again as a modal, from a button press on another process. */
export interface FormRef {
  kind: Prompt['kind'];
  multiline: boolean;
  formId: string;
}

export type ParsedCustomId =
  { type: 'action'; action: string } | { type: 'select' } | { type: 'open-form'; form: FormRef } | { type: 'form'; form: FormRef };

export const actionCustomId = (action: string): string => `a:${action}`;

export const SELECT_CUSTOM_ID = 's:list';

function formPart(form: FormRef): string {
  return `${KIND_CODES[form.kind]}${form.multiline ? '1' : '0'}:${form.formId}`;
}

/** The button that opens a prompt's modal, or null when the form id is too long to carry. */
export function openFormCustomId(form: FormRef): string | null {
  const id = `o:${formPart(form)}`;
  return id.length <= MAX_CUSTOM_ID ? id : null;
}

export function modalCustomId(form: FormRef): string | null {
  const id = `m:${formPart(form)}`;
  return id.length <= MAX_CUSTOM_ID ? id : null;
}

export function parseCustomId(customId: string): ParsedCustomId | null {
  if (customId.startsWith('a:') && customId.length > 2) return { type: 'action', action: customId.slice(2) };
  if (customId === SELECT_CUSTOM_ID) return { type: 'select' };
  const form = /^([om]):([tsgf])([01]):(.+)$/s.exec(customId);
  const kind = CODE_KINDS[form?.[2] ?? ''];
  if (!form || !kind || form[4] === undefined) return null;
  const ref: FormRef = { kind, multiline: form[3] === '1', formId: form[4] };
  return form[1] === 'o' ? { type: 'open-form', form: ref } : { type: 'form', form: ref };
}
