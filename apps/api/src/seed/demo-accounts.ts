/** Demo accounts created by the demo seed and printed at start (README lists them too). */
export const DEMO_ACCOUNTS = [
  {
    role: 'shopper',
    email: 'shopper@pasar.test',
    password: 'pasar-demo',
    username: 'demo_shopper',
    name: 'Dewi Lestari',
  },
  {
    role: 'seller',
    email: 'budi@pasar.test',
    password: 'pasar-demo',
    username: 'budi_seller',
    name: 'Budi Santoso',
  },
  {
    role: 'seller',
    email: 'sari@pasar.test',
    password: 'pasar-demo',
    username: 'sari_seller',
    name: 'Sari Wulandari',
  },
  {
    role: 'seller',
    email: 'agus@pasar.test',
    password: 'pasar-demo',
    username: 'agus_seller',
    name: 'Agus Pratama',
  },
  {
    // The demo operator: `npm start` in development puts it in ADMIN_EMAILS when that is unset
    // (docs/decisions/0995-operator-console-web.md).
    role: 'operator',
    email: 'admin@pasar.test',
    password: 'pasar-demo',
    username: 'pasar_admin',
    name: 'Putri Maharani',
  },
] as const
