import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLinkTypes } from '#web/api/content.ts';
import { useLanguage } from '#web/state/language.ts';
import { site } from '../site.ts';
import { Brand } from './Brand.tsx';
import { PhoneLink } from './PhoneLink.tsx';
import { SocialLinks } from './SocialLinks.tsx';

// The form's validation and the push code load beside the page, not before it.
const SubscribeForm = lazy(() => import('./SubscribeForm.tsx').then((m) => ({ default: m.SubscribeForm })));
const PushButton = lazy(() =>
  import('#web/features/push/PushButton.tsx').then((m) => ({ default: m.PushButton })),
);

const heading = 'mb-4 text-base font-bold text-gold-300';
const footerLink = 'text-brand-100 transition hover:text-gold-300';

function FooterLinks() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { data: linkTypes = [] } = useLinkTypes();
  return (
    <nav aria-label={t('footer.links')}>
      <h2 className={heading}>{t('footer.links')}</h2>
      <ul className="flex flex-col gap-2">
        <li>
          <Link to="/privacy-policy" className={footerLink}>
            {t('footer.privacy')}
          </Link>
        </li>
        {linkTypes.map((type) => (
          <li key={type.id}>
            <Link to={`/links?id=${type.id}`} className={footerLink}>
              {language === 'en' ? type.title_en : type.title_ar}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  // Laid out and painted once scrolled near, not with the page above it.
  return (
    <footer className="mt-16 bg-brand-950 text-brand-100 [content-visibility:auto] [contain-intrinsic-size:auto_40rem]">
      <div className="h-1 bg-gold-400" />
      <div className="container-shop grid gap-10 py-12 md:grid-cols-3">
        <section className="flex flex-col gap-4">
          <Brand inverted />
          <p className="text-sm leading-relaxed text-brand-200">{t('footer.about')}</p>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <PhoneLink className="inline-flex hover:text-gold-300" />
            <SocialLinks />
          </div>
        </section>
        <FooterLinks />
        <section>
          <h2 className={heading}>{t('footer.subscribe.title')}</h2>
          <Suspense>
            <SubscribeForm />
            <div className="mt-4">
              <PushButton />
            </div>
          </Suspense>
        </section>
      </div>
      <div className="border-t border-white/10">
        <div className="container-shop flex flex-col items-center justify-between gap-2 py-4 text-xs text-brand-300 sm:flex-row">
          <p>{t('footer.rights', { year, name: t('brand.name') })}</p>
          <p>
            {t('footer.developedBy')}{' '}
            <a
              href={site.developerUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold hover:text-gold-300"
            >
              {t('footer.developer')}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
