import { useState } from 'react';
import { useLocation } from 'wouter';
import { errorText } from '../../shared/api/error-text.ts';
import { currentLanguage, screenTextsReady, useTranslation } from '../../shared/i18n/i18n.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { launchChat, openChatLater } from './api/launch-chat.ts';

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** The theme's brand colour for the chat page's header, when it is a plain #rrggbb. */
function brandColour(): string | undefined {
  const value = getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim();
  return HEX_COLOUR.test(value) ? value : undefined;
}

/** Starts the live chat for a real member: launchChat, then the chat page opens after the spec's delay. */
export function useLaunchChat(): { launch: () => void; pending: boolean } {
  const { t } = useTranslation();
  const [pathname] = useLocation();
  const [pending, setPending] = useState(false);
  const launch = () => {
    if (pending) return;
    setPending(true);
    const headerColor = brandColour();
    launchChat({
      b2c: '1',
      language: currentLanguage(),
      backUrl: pathname,
      title: t('messages.liveChat'),
      ...(headerColor ? { headerColor } : {}),
    })
      .then((value) => openChatLater(value.chatUrl))
      // Most error texts travel with the screens' texts, not yet loaded on home: the toast waits for them.
      .catch((failure: unknown) => screenTextsReady().then(() => showToast(errorText(t, failure))))
      .finally(() => setPending(false));
  };
  return { launch, pending };
}
