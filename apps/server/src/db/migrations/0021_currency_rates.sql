-- Every currency the product accepts has a rate (docs/decisions/0025). Before, a currency outside the 13 of migration
-- 0012 (KRW, JPY, CHF, ZAR, …, which the brief extractor reads and the CSV import infers from a creator's country)
-- made rate_usd the rate itself, so a ¥150,000 creator was stored as a $150,000 one. The table is the same as
-- FX_UNITS_PER_USD in @inflow/contracts (a test compares them); campaign and creator writes now refuse other codes.
CREATE OR REPLACE FUNCTION fx_units_per_usd(cur text) RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE upper(cur)
    WHEN 'USD' THEN 1 WHEN 'EUR' THEN 0.92 WHEN 'GBP' THEN 0.79 WHEN 'INR' THEN 84 WHEN 'CAD' THEN 1.37 WHEN 'AUD' THEN 1.52
    WHEN 'AED' THEN 3.67 WHEN 'SGD' THEN 1.34 WHEN 'BRL' THEN 5.6 WHEN 'MXN' THEN 19.5 WHEN 'IDR' THEN 15800 WHEN 'PHP' THEN 57
    WHEN 'NGN' THEN 1550 WHEN 'NZD' THEN 1.7 WHEN 'HKD' THEN 7.78 WHEN 'JPY' THEN 150 WHEN 'CNY' THEN 7.2 WHEN 'KRW' THEN 1400
    WHEN 'TWD' THEN 31 WHEN 'THB' THEN 34 WHEN 'MYR' THEN 4.4 WHEN 'VND' THEN 26000 WHEN 'PKR' THEN 280 WHEN 'BDT' THEN 120
    WHEN 'LKR' THEN 300 WHEN 'NPR' THEN 135 WHEN 'CHF' THEN 0.88 WHEN 'SEK' THEN 10.6 WHEN 'NOK' THEN 10.9 WHEN 'DKK' THEN 6.85
    WHEN 'PLN' THEN 3.95 WHEN 'CZK' THEN 21.5 WHEN 'HUF' THEN 340 WHEN 'RON' THEN 4.6 WHEN 'UAH' THEN 41.5 WHEN 'TRY' THEN 41
    WHEN 'ILS' THEN 3.3 WHEN 'SAR' THEN 3.75 WHEN 'QAR' THEN 3.64 WHEN 'KWD' THEN 0.307 WHEN 'OMR' THEN 0.385 WHEN 'BHD' THEN 0.376
    WHEN 'EGP' THEN 48.5 WHEN 'MAD' THEN 9.2 WHEN 'ZAR' THEN 18 WHEN 'KES' THEN 129 WHEN 'GHS' THEN 12 WHEN 'ARS' THEN 1400
    WHEN 'COP' THEN 3900 WHEN 'CLP' THEN 950 WHEN 'PEN' THEN 3.75
    END::float8
$$;
--> statement-breakpoint
-- rate_usd is a stored generated column: rewriting typical_rate recomputes it for the rows the new rates concern.
UPDATE "creators" SET "typical_rate" = "typical_rate" WHERE upper("currency") IN ('NZD', 'HKD', 'JPY', 'CNY', 'KRW', 'TWD', 'THB', 'MYR', 'VND', 'PKR', 'BDT', 'LKR', 'NPR', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'HUF', 'RON', 'UAH', 'TRY', 'ILS', 'SAR', 'QAR', 'KWD', 'OMR', 'BHD', 'EGP', 'MAD', 'ZAR', 'KES', 'GHS', 'ARS', 'COP', 'CLP', 'PEN');
