// A prompt as a Discord modal: secrets and goods are typed into a form only the
// person sees, never into a channel. One text input, keyed `value`; the event
// parser renames it when the form answers a command's argument.
import { ComponentType, TextInputStyle, type APIModalInteractionResponseCallbackData } from 'discord.js';
import type { FormRef } from './custom-id.js';
import { modalCustomId } from './custom-id.js';
import { clip } from './text-limits.js';

export const FORM_VALUE_ID = 'value';

const INPUT_LABELS: Record<FormRef['kind'], string> = {
  secret: 'API key',
  goods: 'Goods: one entry per line',
  text: 'Your answer',
  file: 'Your answer',
};

export interface ModalText {
  /** The prompt's label: the modal's title. */
  label: string;
  placeholder?: string;
  /** The reply's own text, shown above the input. */
  explanation?: string;
}

export function renderModal(form: FormRef, text: ModalText): APIModalInteractionResponseCallbackData | null {
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
        label: INPUT_LABELS[form.kind],
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
