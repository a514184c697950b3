const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
})

/** A review's date as shoppers read it: '23 Nov 2026'. */
export function formatReviewDate(iso: string): string {
  return dateFormat.format(new Date(iso))
}
