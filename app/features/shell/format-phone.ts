/**
 * A WhatsApp number stored as digits with the country code (e.g. 905338887766) in a readable form:
 * Turkish/KKTC numbers as "+90 533 888 77 66", anything else as "+" and the digits.
 */
export function formatPhoneNumber(digits: string): string {
  const d = digits.replace(/\D/g, "");
  if (d.length === 12 && d.startsWith("90")) {
    return `+90 ${d.slice(2, 5)} ${d.slice(5, 8)} ${d.slice(8, 10)} ${d.slice(10)}`;
  }
  return `+${d}`;
}
