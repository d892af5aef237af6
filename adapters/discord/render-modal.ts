// A prompt as a Discord modal: secrets and goods are typed into a form only the
// person sees, never into a channel. One text input, keyed `value`; the event
// parser renames it when the form answers a command's argument.
import { ComponentType, TextInputStyle, type APIModalInteractionResponseCallbackData } from 'discord.js';
import { translate } from '../../src/i18n/index.js';
import type { FormRef } from './custom-id.js';
import { modalCustomId } from './custom-id.js';
import { clip } from './text-limits.js';

export const FORM_VALUE_ID = 'value';

function inputLabel(kind: FormRef['kind'], locale: string): string {
  switch (kind) {
    case 'secret':
      return translate(locale, 'discord-api-key-label');
    case 'goods':
      return translate(locale, 'discord-goods-label');
    default:
      return translate(locale, 'discord-answer-label');
  }
}

export interface ModalText {
  /** The prompt's label: the modal's title. */
  label: string;
  placeholder?: string;
  /** The reply's own text, shown above the input. */
  explanation?: string;
}

/** `locale`: the language of the input's label, the one the prompt was written in. */
export function renderModal(form: FormRef, text: ModalText, locale: string): APIModalInteractionResponseCallbackData | null {
  const customId = modalCustomId(form);
  if (customId === null) return null;
  const multiline = form.multiline || form.kind === 'goods';
  const explanation = text.explanation?.trim();
  return {
    custom_id: customId,
    title: clip(text.label.trim() || 'Hawker', 45),
    components: [
      ...(explanation ? [{ type: ComponentType.TextDisplay as const, content: clip(explanation, 4000) }] : []),
      {
        type: ComponentType.Label,
        label: clip(inputLabel(form.kind, locale), 45),
        ...(text.placeholder && !text.placeholder.includes('\n') ? { description: clip(text.placeholder, 100) } : {}),
        component: {
          type: ComponentType.TextInput,
          custom_id: FORM_VALUE_ID,
          style: multiline ? TextInputStyle.Paragraph : TextInputStyle.Short,
          required: true,
          max_length: 4000,
          ...(text.placeholder ? { placeholder: clip(text.placeholder, 100) } : {}),
        },
      },
    ],
  };
}
