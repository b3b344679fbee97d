import type { VendorAdapter } from './vendor-adapter.ts';

/**
 * Vendor code → adapter. Real vendors get their own adapter here; every other code (all vendors of the
 * demo seed) is played by the built-in sandbox vendor under that code, signing with that code's key.
 */
export class VendorRegistry {
  constructor(
    private readonly fallback: (vendor: string) => VendorAdapter,
    private readonly adapters: ReadonlyMap<string, VendorAdapter> = new Map(),
  ) {}

  adapterFor(vendor: string): VendorAdapter {
    return this.adapters.get(vendor) ?? this.fallback(vendor);
  }
}
