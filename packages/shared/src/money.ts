const idr = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
})

/** Formats whole rupiah the Indonesian way: 1500000 → "Rp 1.500.000". */
export function formatIDR(amount: number): string {
  // Intl puts a no-break space after "Rp"; a plain space keeps texts comparable in tests and copy.
  return idr.format(amount).replace(/\u00a0/g, ' ')
}
