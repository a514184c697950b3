/** Where the local twin's Snap and Core APIs answer, under this server's own origin. */
export const LOCAL_MIDTRANS_PATHS = {
  snapApi: '/local/midtrans/snap',
  coreApi: '/local/midtrans/api',
} as const
