/*
 * The codes of the refusals of cash on delivery that the checkout explains (decision 103), apart from
 * the contract's schemas so that the checkout reads them without the schema library.
 */
export const COD_REFUSAL_CODES = ['cod_amount_limit', 'cod_returns_limit'] as const;
