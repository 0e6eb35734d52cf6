/** A distance in kilometres, as the language writes it. */
export const formatKm = (km: number, language: string) => new Intl.NumberFormat(language, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(km);
