import { BadgePercent, Megaphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentKindName, Draft, DraftText } from './content-kinds.ts';
import styles from './PhonePreview.module.css';
import { PreviewHtml } from './preview-html.tsx';

/** The text a player in `language` sees: theirs, else the default language's (the first). */
export const shownText = (texts: readonly DraftText[], language: string): DraftText | undefined =>
  texts.find((text) => text.language === language) ?? texts[0];

function AnnouncementPreview({ draft, text }: { draft: Draft; text: DraftText }) {
  const { t } = useTranslation();
  if (draft.kind === 'popup')
    return (
      <div className={styles.overlay}>
        <div className={styles.popup}>
          <p className={styles.popupTitle}>{text.title}</p>
          <div className={styles.html}>
            <PreviewHtml html={text.content} />
          </div>
          <span className={styles.popupButton}>{t('content.preview.close')}</span>
        </div>
      </div>
    );
  return (
    <>
      {draft.kind === 'marquee' ? (
        <div className={styles.marquee}>
          <Megaphone aria-hidden size={16} />
          <span className={styles.marqueeText}>{text.title}</span>
        </div>
      ) : null}
      {draft.kind === 'promotion' ? (
        <div className={styles.marquee}>
          <BadgePercent aria-hidden size={16} />
          <span>{t('content.preview.promotionNews')}</span>
          <span className={styles.marqueeText}>{text.title}</span>
        </div>
      ) : null}
      {draft.kind === 'agent' ? <p className={styles.caption}>{t('content.preview.agentOnly')}</p> : null}
      <article className={styles.card}>
        <p className={styles.cardTitle}>{text.title}</p>
        <div className={styles.html}>
          <PreviewHtml html={text.content} />
        </div>
      </article>
    </>
  );
}

function BannerPreview({ draft, text }: { draft: Draft; text: DraftText }) {
  const { t } = useTranslation();
  return (
    <>
      {draft.imageUrl ? (
        <img className={styles.banner} src={draft.imageUrl} alt={text.title} />
      ) : (
        <div className={styles.bannerEmpty}>{t('content.preview.noImage')}</div>
      )}
      <p className={styles.caption}>
        {draft.url ? t('content.preview.opens', { url: draft.url }) : t('content.preview.noLink')}
      </p>
    </>
  );
}

function HelpPreview({ text }: { text: DraftText }) {
  return (
    <article className={styles.card}>
      <p className={styles.cardTitle}>{text.title}</p>
      <div className={styles.html}>
        <PreviewHtml html={text.content} />
      </div>
    </article>
  );
}

/**
 * A phone-sized frame drawn with the player app's look (its colours, radii and type scale; decision 0057):
 * a header with the screen's name and the screen's content, captioned. Settings previews use it too.
 */
export function PhoneFrame({
  screen,
  caption,
  language,
  children,
}: {
  screen: string;
  caption: string;
  /** The previewed text's language, for its direction. */
  language?: string;
  children: ReactNode;
}) {
  const rtl = ['UR', 'AR', 'FA'].includes(language ?? '');
  return (
    <figure className={styles.figure}>
      <div className={styles.phone} dir={rtl ? 'rtl' : 'ltr'} lang={language?.toLowerCase()}>
        <div className={styles.header}>{screen}</div>
        <div className={styles.screen}>{children}</div>
      </div>
      <figcaption className={styles.figcaption}>{caption}</figcaption>
    </figure>
  );
}

/** The item as a player sees it: the marquee and notice, the pop-up, the banner, or the help page. */
export function PhonePreview({
  kind,
  draft,
  language,
}: {
  kind: ContentKindName;
  draft: Draft;
  language: string;
}) {
  const { t } = useTranslation();
  const text = shownText(draft.texts, language);
  return (
    <PhoneFrame
      screen={t(`content.preview.screen.${kind}`)}
      caption={t('content.preview.caption', { language })}
      language={text?.language}
    >
      {text ? (
        kind === 'announcements' ? (
          <AnnouncementPreview draft={draft} text={text} />
        ) : kind === 'banners' ? (
          <BannerPreview draft={draft} text={text} />
        ) : (
          <HelpPreview text={text} />
        )
      ) : null}
    </PhoneFrame>
  );
}
