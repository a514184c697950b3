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

interface Place {
  recipientName: string
  phone: string
  province: string
  city: string
  district: string
  postalCode: string
  street: string
}

/** Where each demo store ships from, by store slug. */
export const DEMO_STORE_ORIGINS: Record<string, Place> = {
  'gadget-nusantara': {
    recipientName: 'Budi Santoso',
    phone: '+6281210004455',
    province: 'DKI Jakarta',
    city: 'Jakarta Pusat',
    district: 'Gambir',
    postalCode: '10110',
    street: 'Jl. Kebon Sirih No. 12, Ruko Blok B',
  },
  'batik-busana-sari': {
    recipientName: 'Sari Wulandari',
    phone: '+6281328770912',
    province: 'DI Yogyakarta',
    city: 'Kota Yogyakarta',
    district: 'Gondomanan',
    postalCode: '55122',
    street: 'Jl. Brigjen Katamso No. 45',
  },
  'kilau-bali': {
    recipientName: 'Agus Pratama',
    phone: '+6285737120088',
    province: 'Bali',
    city: 'Kabupaten Gianyar',
    district: 'Sukawati',
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
      postalCode: '40132',
      street: 'Jl. Dipati Ukur No. 35, RT 02/RW 05',
    },
    {
      label: 'Kantor',
      recipientName: 'Dewi Lestari',
      phone: '+6281234567890',
      province: 'DKI Jakarta',
      city: 'Jakarta Selatan',
      district: 'Setiabudi',
      postalCode: '12920',
      street: 'Jl. Jend. Sudirman Kav. 52-53, Gedung Artha Lt. 9',
    },
  ],
  'budi@pasar.test': [
    {
      label: 'Rumah',
      recipientName: 'Budi Santoso',
      phone: '+6281210004455',
      province: 'DKI Jakarta',
      city: 'Jakarta Timur',
      district: 'Duren Sawit',
      postalCode: '13440',
      street: 'Jl. Raden Inten II No. 7',
    },
  ],
  'sari@pasar.test': [
    {
      label: 'Rumah',
      recipientName: 'Sari Wulandari',
      phone: '+6281328770912',
      province: 'DI Yogyakarta',
      city: 'Kabupaten Sleman',
      district: 'Depok',
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
      postalCode: '80225',
      street: 'Jl. Tukad Badung No. 21, Renon',
    },
  ],
  'admin@pasar.test': [
    {
      label: 'Kantor',
      recipientName: 'Putri Maharani',
      phone: '+6281122334455',
      province: 'DKI Jakarta',
      city: 'Jakarta Pusat',
      district: 'Menteng',
      postalCode: '10310',
      street: 'Jl. M.H. Thamrin No. 28',
    },
  ],
}
