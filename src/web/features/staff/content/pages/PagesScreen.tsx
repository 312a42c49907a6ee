import { type ComponentType, type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ScreenHeader } from '../../console/ScreenHeader.tsx';
import { ContactForm, PrivacyForm, SeoForm } from './SiteTextForms.tsx';
import { SocialMediaPanel } from './SocialMediaPanel.tsx';

/* Pages and settings: the privacy terms, the contact details, the SEO texts and the social media
   entries, one tab each; the open tab is in the URL (`?tab=contact`), so it survives a reload. */

const tabs = ['privacy', 'contact', 'seo', 'social'] as const;
type Tab = (typeof tabs)[number];

const panels: Record<Tab, ComponentType> = {
  privacy: PrivacyForm,
  contact: ContactForm,
  seo: SeoForm,
  social: SocialMediaPanel,
};

export default function PagesScreen() {
  const { t } = useTranslation('pages');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const current: Tab = (tabs as readonly string[]).includes(asked ?? '') ? (asked as Tab) : 'privacy';
  const buttons = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  // Only the tab: another tab's list state (search, page, sort) does not follow.
  const open = (tab: Tab) => setParams(tab === 'privacy' ? {} : { tab });

  /** Arrow keys move between tabs in reading order, whichever way the page runs; Home and End too. */
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    const index = tabs.indexOf(current);
    let next: Tab | undefined;
    if (step) next = tabs[(index + step + tabs.length) % tabs.length];
    else if (event.key === 'Home') next = tabs[0];
    else if (event.key === 'End') next = tabs[tabs.length - 1];
    if (!next) return;
    event.preventDefault();
    open(next);
    buttons.current[next]?.focus();
  };

  const Panel = panels[current];
  return (
    <>
      <ScreenHeader title={t('title')} lead={t('lead')} />
      <div
        role="tablist"
        aria-label={t('tabsLabel')}
        onKeyDown={onKeyDown}
        className="mb-5 flex flex-wrap gap-1 border-b border-brand-200"
      >
        {tabs.map((tab) => {
          const selected = tab === current;
          return (
            <button
              key={tab}
              ref={(element) => {
                buttons.current[tab] = element;
              }}
              type="button"
              role="tab"
              id={`pages-tab-${tab}`}
              aria-selected={selected}
              aria-controls={`pages-panel-${tab}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => open(tab)}
              className={`-mb-px rounded-t-lg border-b-2 px-4 py-2 font-semibold transition ${
                selected
                  ? 'border-gold-500 bg-white text-brand-900'
                  : 'border-transparent text-brand-700 hover:bg-brand-100 hover:text-brand-950'
              }`}
            >
              {t(`tabs.${tab}`)}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`pages-panel-${current}`} aria-labelledby={`pages-tab-${current}`}>
        <Panel />
      </div>
    </>
  );
}
