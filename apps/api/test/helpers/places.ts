/**
 * Areas as the address forms send them: Kemendagri codes from the area list, each inside the one
 * before (docs/decisions/1013-address-areas.md).
 */
export const LEBAK_GEDE_BANDUNG = {
  provinceCode: '32',
  cityCode: '32.73',
  districtCode: '32.73.02',
  villageCode: '32.73.02.1002',
}
/** Its names as the area list gives them. */
export const LEBAK_GEDE_NAMES = {
  province: 'Jawa Barat',
  city: 'Kota Bandung',
  district: 'Coblong',
  village: 'Lebak Gede',
}

export const GAMBIR_JAKARTA = {
  provinceCode: '31',
  cityCode: '31.71',
  districtCode: '31.71.01',
  villageCode: '31.71.01.1001',
}
export const GAMBIR_NAMES = {
  province: 'Daerah Khusus Ibukota Jakarta',
  city: 'Kota Administrasi Jakarta Pusat',
  district: 'Gambir',
  village: 'Gambir',
}
