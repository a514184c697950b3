import { busanaSari } from './demo-stores/busana-sari.ts'
import { gadgetNusantara } from './demo-stores/gadget-nusantara.ts'
import { kilauBali } from './demo-stores/kilau-bali.ts'
import type { DemoStore } from './demo-stores/types.ts'

/** The three demo stores with their products (63 in all, every category covered). */
export const DEMO_STORES: DemoStore[] = [gadgetNusantara, busanaSari, kilauBali]
