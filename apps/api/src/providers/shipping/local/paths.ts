/** Where the local shipping twin answers Biteship's API, under this server's own origin. */
export const LOCAL_BITESHIP_PATH = '/local/biteship'
