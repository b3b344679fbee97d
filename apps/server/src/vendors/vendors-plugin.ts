import fp from 'fastify-plugin';
import { sandboxAdapter } from './sandbox/sandbox-adapter.ts';
import type { VendorAdapter, VendorGameEntry } from './vendor-adapter.ts';
import { VendorRegistry } from './vendor-registry.ts';
import { injectWalletClient, type WalletClient } from './wallet-client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    vendors: VendorRegistry;
    /** How the sandbox vendor's game server reaches the seamless-wallet API. */
    walletClient: WalletClient;
  }
}

/** The vendor registry and the sandbox vendor's wallet client as `app.vendors` and `app.walletClient`. */
export const vendorsPlugin = fp<{
  walletClient?: WalletClient | undefined;
  /** The sandbox vendor's game list per vendor code (syncConsoleVendorGames); none: it cannot list. */
  sandboxGames?: ((vendor: string) => VendorGameEntry[]) | undefined;
}>(
  async (app, options) => {
    const sandboxes = new Map<string, VendorAdapter>();
    const sandboxFor = (vendor: string) => {
      let adapter = sandboxes.get(vendor);
      if (!adapter) {
        adapter = sandboxAdapter(vendor, app.secrets.vendorWalletKey, app.db, options.sandboxGames);
        sandboxes.set(vendor, adapter);
      }
      return adapter;
    };
    app.decorate('vendors', new VendorRegistry(sandboxFor));
    app.decorate('walletClient', options.walletClient ?? injectWalletClient(app));
  },
  { name: 'vendors', dependencies: ['database', 'secrets'] },
);
