export { currencyNames, dateFormat, numberFormat } from '#shared/intl.ts';
