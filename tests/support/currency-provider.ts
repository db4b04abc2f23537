/** A document shaped like https://www.tcmb.gov.tr/kurlar/today.xml (trimmed to a few currencies). */
export function tcmbXml(rates: { USD: string; EUR: string; GBP: string }, options: { emptyForexGbp?: boolean } = {}) {
  const currency = (code: string, name: string, unit: string, forex: string, banknote: string) => `
	<Currency CrossOrder="0" Kod="${code}" CurrencyCode="${code}">
			<Unit>${unit}</Unit>
			<Isim>${name}</Isim>
			<CurrencyName>${name}</CurrencyName>
			<ForexBuying>${forex}</ForexBuying>
			<ForexSelling>${forex}</ForexSelling>
			<BanknoteBuying>${banknote}</BanknoteBuying>
			<BanknoteSelling>${banknote}</BanknoteSelling>
			<CrossRateUSD/>
			<CrossRateOther/>
	</Currency>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<?xml-stylesheet type="text/xsl" href="isokur.xsl"?>
<Tarih_Date Tarih="14.03.2025" Date="03/14/2025"  Bulten_No="2025/52" >
${currency("USD", "ABD DOLARI", "1", rates.USD, "36.6639")}
${currency("AUD", "AVUSTRALYA DOLARI", "1", "23.0846", "23.1956")}
${currency("EUR", "EURO", "1", rates.EUR, "39.9999")}
${currency("GBP", "İNGİLİZ STERLİNİ", "1", options.emptyForexGbp ? "" : rates.GBP, "47.5713")}
${currency("JPY", "JAPON YENİ", "100", "24.6512", "24.8456")}
</Tarih_Date>`;
}

/** Rates of a real bulletin (14 March 2025). */
export const TCMB_RATES = { USD: "36.6090", EUR: "39.8611", GBP: "47.4028" };
