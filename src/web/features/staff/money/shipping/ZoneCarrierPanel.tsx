import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CarrierCode } from '#shared/contract/carriers.ts';
import { ORDER_ROLES } from '#shared/contract/staff.ts';
import { ApiError } from '#web/api/client.ts';
import { toast } from '#web/api/toast.ts';
import { buttonPrimary, panel } from '#web/components/ui.tsx';
import { useStaffSession } from '#web/state/staff.ts';
import { staffApi } from '../../console/api.ts';
import { SelectField } from '../../console/form.tsx';
import { useIsAdmin } from './parts.tsx';

/*
 * A shipping zone's carrier and service (decision 099): what a new shipment of an order sent to the
 * zone takes unless staff choose another. Administrators change it; the orders desk reads it.
 */

const carriersKey = ['staff', 'carriers'] as const;

function useCarriers(enabled: boolean) {
  return useQuery({
    queryKey: carriersKey,
    queryFn: async ({ signal }) => (await staffApi('GET /staff/carriers', { signal })).data,
    staleTime: 0,
    retry: false,
    enabled,
  });
}

function useSaveZoneCarrier(zoneId: number) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: { carrier: CarrierCode | null; service?: string }) =>
      staffApi('PUT /staff/shipping-zones/:id/carrier', { params: { id: zoneId }, body }),
    onSuccess: ({ message }) => {
      toast.success(message);
      void queries.invalidateQueries({ queryKey: carriersKey });
      void queries.invalidateQueries({ queryKey: ['staff', 'activity'] });
    },
  });
}

type Offered = { code: CarrierCode; name: string; services: string[] };

function CarrierForm({
  zoneId,
  offered,
  initial,
}: {
  zoneId: number;
  offered: Offered[];
  initial: { carrier: CarrierCode | null; service: string | null };
}) {
  const { t } = useTranslation('staff-shipping');
  const admin = useIsAdmin();
  const titleId = useId();
  const save = useSaveZoneCarrier(zoneId);
  const [carrier, setCarrier] = useState<string>(initial.carrier ?? '');
  const services = offered.find((c) => c.code === carrier)?.services ?? [];
  const [service, setService] = useState<string>(initial.service ?? services[0] ?? '');
  const fieldErrors = save.error instanceof ApiError ? (save.error.errors ?? {}) : {};
  const errorOf = (field: string) =>
    fieldErrors[field]?.[0] ? { type: 'server', message: fieldErrors[field][0] } : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      carrier === '' ? { carrier: null } : { carrier: carrier as CarrierCode, service: service || undefined },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId} className={`${panel} mt-6 grid gap-4 p-5`}>
      <h2 id={titleId} className="text-lg font-bold text-brand-900">
        {t('carrier.title')}
      </h2>
      <p className="text-sm text-brand-600">{t('carrier.lead')}</p>
      <fieldset disabled={!admin} className="grid gap-3 sm:grid-cols-2 sm:items-start">
        <SelectField
          label={t('carrier.carrier')}
          value={carrier}
          onChange={(event) => {
            setCarrier(event.target.value);
            setService(offered.find((c) => c.code === event.target.value)?.services[0] ?? '');
          }}
          placeholder={t('carrier.none')}
          options={offered.map((c) => ({ value: c.code, label: c.name }))}
          error={errorOf('carrier')}
        />
        {carrier !== '' && (
          <SelectField
            label={t('carrier.service')}
            value={service}
            onChange={(event) => setService(event.target.value)}
            options={services.map((s) => ({ value: s, label: s }))}
            error={errorOf('service')}
          />
        )}
      </fieldset>
      {admin && (
        <div>
          <button type="submit" disabled={save.isPending} className={buttonPrimary}>
            {t('carrier.save')}
          </button>
        </div>
      )}
    </form>
  );
}

/** The zone's carrier panel, for the members who book parcels (administrators and the orders desk). */
export function ZoneCarrierPanel({ zoneId }: { zoneId: number }) {
  const { t } = useTranslation('staff-shipping');
  const { staff } = useStaffSession();
  const allowed = (ORDER_ROLES as readonly string[]).includes(staff.role ?? '');
  const carriers = useCarriers(allowed);
  if (!allowed || !carriers.data) return null;
  const zone = carriers.data.zones.find((z) => z.zone_id === zoneId);
  if (!zone) return null;
  if (carriers.data.carriers.length === 0) {
    return <p className="mt-6 text-sm text-brand-700">{t('carrier.noCarriers')}</p>;
  }
  return (
    <CarrierForm
      key={`${zone.carrier}:${zone.service}`}
      zoneId={zoneId}
      offered={carriers.data.carriers}
      initial={{ carrier: zone.carrier, service: zone.service }}
    />
  );
}
