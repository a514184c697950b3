/** Dates on order screens: '23 Nov 2026, 14:05' in the shopper's own time zone. */
export const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
})

export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso))
}
