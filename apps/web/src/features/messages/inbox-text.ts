import type { InboxMessage } from '@lobby/contract';
import type { TFunction } from '../../shared/i18n/i18n.ts';

export interface InboxText {
  title: string;
  /** Plain text of a system message, or the operator's sanitised HTML. */
  body: { text: string } | { html: string };
}

/** A message in the current language: a system message (code) in its translation, else as the operator wrote it. */
export function inboxTextOf(t: TFunction, message: InboxMessage): InboxText {
  if (!message.code) return { title: message.title, body: { html: message.content } };
  const params = message.params ?? {};
  return {
    title: t(`inbox.${message.code}.title`, { ...params, defaultValue: message.title }),
    body: { text: t(`inbox.${message.code}.content`, { ...params, defaultValue: message.content }) },
  };
}
