import { useMerchantDefaultLanguage } from '../features/language/index.ts';
import { useSystemStatus } from '../shared/system-status.ts';
import { ImageCdnContext } from '../shared/ui/CdnImage.tsx';
import { AppShell } from './AppShell.tsx';
import { StatusGate } from './status-gate/index.ts';

function MerchantScope() {
  const { info } = useSystemStatus();
  useMerchantDefaultLanguage(info.defaultLanguage);
  return (
    <ImageCdnContext.Provider value={info.imageCDNs}>
      <AppShell />
    </ImageCdnContext.Provider>
  );
}

/** The root of the app: the status gate first, then the merchant's app. */
export function RootLayout() {
  return (
    <StatusGate>
      <MerchantScope />
    </StatusGate>
  );
}
