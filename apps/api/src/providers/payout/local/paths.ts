/** Where the local payout twin answers Iris' API, under this server's own origin. */
export const LOCAL_IRIS_PATH = '/local/iris'
