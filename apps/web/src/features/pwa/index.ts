export { type InstallState, rememberNativeShellFlag } from './detect.ts';
export { canOfferApp, headerDownloadLink } from './download.ts';
export { InstallContext, useInstallState } from './install-context.ts';
export { becomeInstallable } from './installable.ts';
