import { useTranslation } from 'react-i18next';
import { useSocialMedias } from '#web/api/content.ts';
import { SocialIcon } from '#web/components/social-icons.tsx';
import { usePageSettled } from '#web/state/page-settled.ts';

/**
 * One icon link per entry of GET /social-medias, named in the page's language; asked for once the
 * first page is on screen.
 */
export function SocialLinks({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { data: entries = [] } = useSocialMedias({ enabled: usePageSettled() });
  if (entries.length === 0) return null;
  // A network the shop knows is named in the page's language; another one by its own title.
  const nameOf = (entry: { icon: string; title: string }) =>
    t(`topbar.networks.${entry.icon.trim().toLowerCase()}`, { defaultValue: entry.title });
  return (
    <ul className={`flex items-center gap-1 ${className}`} aria-label={t('topbar.social')}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <a
            href={entry.link}
            target="_blank"
            rel="noopener noreferrer"
            title={nameOf(entry)}
            aria-label={t('topbar.socialLink', { name: nameOf(entry) })}
            className="flex size-8 items-center justify-center rounded-full transition hover:bg-white/10 hover:text-gold-300"
          >
            <SocialIcon name={entry.icon} size={16} />
          </a>
        </li>
      ))}
    </ul>
  );
}
