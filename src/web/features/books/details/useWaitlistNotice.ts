import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { toast } from '#web/api/toast.ts';

/*
 * Apart from the waitlist's form and the pre-order notice (Waitlist.tsx), which only a book's page
 * shows: the home page shows this notice too, and loads it without them.
 */

/**
 * After the mailed confirmation link (`?waitlist=1` on the book's page, `?waitlist=0` on the home page
 * for a link that no longer works): says so once, then takes the mark off the address.
 */
export function useWaitlistNotice() {
  const { t } = useTranslation('details');
  const [params, setParams] = useSearchParams();
  const mark = params.get('waitlist');
  useEffect(() => {
    if (mark === null) return;
    if (mark === '1') toast.success(t('waitlist.confirmed'));
    else toast.error(t('waitlist.expired'));
    setParams(
      (current) => {
        current.delete('waitlist');
        return current;
      },
      { replace: true },
    );
  }, [mark, setParams, t]);
}
