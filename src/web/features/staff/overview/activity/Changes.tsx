import { useTranslation } from 'react-i18next';

/* The fields an activity row changed, each as it was and as it became. */

const LONGEST = 140;

/** A stored value as one short line of text: rich text without its tags, long texts cut. */
export function shownValue(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  const text =
    typeof value === 'string'
      ? value
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()
      : JSON.stringify(value);
  return text.length > LONGEST ? `${text.slice(0, LONGEST)}…` : text || empty;
}

type Values = Record<string, unknown> | null;

export function Changes({ before, after }: { before: Values; after: Values }) {
  const { t } = useTranslation('activity');
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (fields.length === 0) return <span className="text-brand-500">{t('noChanges')}</span>;
  const empty = t('empty_value');
  return (
    <dl className="grid gap-1">
      {fields.map((field) => (
        <div key={field} className="flex flex-wrap items-baseline gap-x-2">
          <dt className="font-mono text-xs text-brand-600">
            <bdi>{field}</bdi>
          </dt>
          <dd className="flex min-w-0 flex-wrap items-baseline gap-x-1.5">
            {before && field in before && (
              <>
                <del className="break-words text-red-800 decoration-red-300">
                  <bdi>{shownValue(before[field], empty)}</bdi>
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
                <bdi>{shownValue(after[field], empty)}</bdi>
              </ins>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
