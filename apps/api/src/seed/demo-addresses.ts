import type { ArtKind } from './art/kinds.ts'

/** Shipping weight in grams of each kind of demo product, packaging included. */
export const DEMO_WEIGHTS: Record<ArtKind, number> = {
  headphones: 450,
  phone: 500,
  laptop: 2300,
  smartwatch: 250,
  speaker: 900,
  camera: 1200,
  tshirt: 250,
  shirt: 300,
  dress: 450,
  hoodie: 650,
  jeans: 700,
  jacket: 900,
  handbag: 800,
  backpack: 1000,
  sunglasses: 150,
  cap: 150,
  wallet: 150,
  sneaker: 1100,
  football: 550,
  racket: 400,
  dumbbell: 5200,
  bottle: 400,
  yogaMat: 1300,
  ring: 50,
  necklace: 80,
  earrings: 50,
  bracelet: 80,
  watch: 300,
}

/** A demo place: its areas as the area list names them (a test holds them against it). */
interface Place {
  recipientName: string
  phone: string
  province: string
  city: string
  district: string
  village: string
  provinceCode: string
  cityCode: string
  districtCode: string
  villageCode: string
  postalCode: string
  street: string
}

/** Where each demo store ships from, by store slug. */
export const DEMO_STORE_ORIGINS: Record<string, Place> = {
  'gadget-nusantara': {
    recipientName: 'Budi Santoso',
    phone: '+6281210004455',
    province: 'Daerah Khusus Ibukota Jakarta',
    city: 'Kota Administrasi Jakarta Pusat',
    district: 'Gambir',
    village: 'Gambir',
    provinceCode: '31',
    cityCode: '31.71',
    districtCode: '31.71.01',
    villageCode: '31.71.01.1001',
    postalCode: '10110',
    street: 'Jl. Kebon Sirih No. 12, Ruko Blok B',
  },
  'batik-busana-sari': {
    recipientName: 'Sari Wulandari',
    phone: '+6281328770912',
    province: 'Daerah Istimewa Yogyakarta',
    city: 'Kota Yogyakarta',
    district: 'Gondomanan',
    village: 'Ngupasan',
    provinceCode: '34',
    cityCode: '34.71',
    districtCode: '34.71.10',
    villageCode: '34.71.10.1001',
    postalCode: '55122',
    street: 'Jl. Brigjen Katamso No. 45',
  },
  'kilau-bali': {
    recipientName: 'Agus Pratama',
    phone: '+6285737120088',
    province: 'Bali',
    city: 'Kabupaten Gianyar',
    district: 'Sukawati',
    village: 'Celuk',
    provinceCode: '51',
    cityCode: '51.04',
    districtCode: '51.04.01',
    villageCode: '51.04.01.2005',
    postalCode: '80582',
    street: 'Jl. Jagaraga No. 8, Banjar Celuk',
  },
}

/** Address books of the demo accounts, by email; the first of each is the default. */
export const DEMO_ADDRESS_BOOKS: Record<string, (Place & { label: string })[]> = {
  'shopper@pasar.test': [
    {
      label: 'Rumah',
      recipientName: 'Dewi Lestari',
      phone: '+6281234567890',
      province: 'Jawa Barat',
      city: 'Kota Bandung',
      district: 'Coblong',
      village: 'Lebak Gede',
      provinceCode: '32',
      cityCode: '32.73',
      districtCode: '32.73.02',
      villageCode: '32.73.02.1002',
      postalCode: '40132',
      street: 'Jl. Dipati Ukur No. 35, RT 02/RW 05',
    },
    {
      label: 'Kantor',
      recipientName: 'Dewi Lestari',
      phone: '+6281234567890',
      province: 'Daerah Khusus Ibukota Jakarta',
      city: 'Kota Administrasi Jakarta Selatan',
      district: 'Setiabudi',
      village: 'Karet Semanggi',
      provinceCode: '31',
      cityCode: '31.74',
      districtCode: '31.74.02',
      villageCode: '31.74.02.1002',
      postalCode: '12930',
      street: 'Jl. Jend. Sudirman Kav. 52-53, Gedung Artha Lt. 9',
    },
  ],
  'budi@pasar.test': [
    {
      label: 'Rumah',
      recipientName: 'Budi Santoso',
      phone: '+6281210004455',
      province: 'Daerah Khusus Ibukota Jakarta',
      city: 'Kota Administrasi Jakarta Timur',
      district: 'Duren Sawit',
      village: 'Duren Sawit',
      provinceCode: '31',
      cityCode: '31.75',
      districtCode: '31.75.07',
      villageCode: '31.75.07.1001',
      postalCode: '13440',
      street: 'Jl. Raden Inten II No. 7',
    },
  ],
  'sari@pasar.test': [
    {
      label: 'Rumah',
      recipientName: 'Sari Wulandari',
      phone: '+6281328770912',
      province: 'Daerah Istimewa Yogyakarta',
      city: 'Kabupaten Sleman',
      district: 'Depok',
      village: 'Caturtunggal',
      provinceCode: '34',
      cityCode: '34.04',
      districtCode: '34.04.07',
      villageCode: '34.04.07.2001',
      postalCode: '55281',
      street: 'Jl. Kaliurang Km 5, Gang Pandega No. 3',
    },
  ],
  'agus@pasar.test': [
    {
      label: 'Rumah',
      recipientName: 'Agus Pratama',
      phone: '+6285737120088',
      province: 'Bali',
      city: 'Kota Denpasar',
      district: 'Denpasar Selatan',
      village: 'Renon',
      provinceCode: '51',
      cityCode: '51.71',
      districtCode: '51.71.01',
      villageCode: '51.71.01.1005',
      postalCode: '80226',
      street: 'Jl. Tukad Badung No. 21, Renon',
    },
  ],
  'admin@pasar.test': [
    {
      label: 'Kantor',
      recipientName: 'Putri Maharani',
      phone: '+6281122334455',
      province: 'Daerah Khusus Ibukota Jakarta',
      city: 'Kota Administrasi Jakarta Pusat',
      district: 'Menteng',
      village: 'Gondangdia',
      provinceCode: '31',
      cityCode: '31.71',
      districtCode: '31.71.06',
      villageCode: '31.71.06.1004',
      postalCode: '10350',
      street: 'Jl. M.H. Thamrin No. 28',
    },
  ],
}
