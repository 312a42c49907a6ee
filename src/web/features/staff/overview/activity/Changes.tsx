import { useTranslation } from 'react-i18next';
import { useActivityText } from './activity-text.ts';

/* The fields an activity row changed, each as it was and as it became, in words of the console's language. */

type Values = Record<string, unknown> | null;

export function Changes({ before, after }: { before: Values; after: Values }) {
  const { t } = useTranslation('activity');
  const text = useActivityText();
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (fields.length === 0) return <span className="text-brand-500">{t('noChanges')}</span>;
  return (
    <dl className="grid gap-1">
      {fields.map((field) => (
        <div key={field} className="flex flex-wrap items-baseline gap-x-2">
          <dt className="text-xs text-brand-600">
            <bdi>{text.field(field)}</bdi>
          </dt>
          <dd className="flex min-w-0 flex-wrap items-baseline gap-x-1.5">
            {before && field in before && (
              <>
                <del className="break-words text-red-800 decoration-red-300">
                  <bdi>{text.value(field, before[field])}</bdi>
                </del>
                {after && field in after && (
                  <span aria-hidden="true" className="text-brand-400">
                    {/* The arrow points the way the page reads. */}
                    <span className="rtl:hidden">→</span>
                    <span className="ltr:hidden">←</span>
                  </span>
                )}
              </>
            )}
            {after && field in after && (
              <ins className="break-words text-green-900 no-underline">
                <bdi>{text.value(field, after[field])}</bdi>
              </ins>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
