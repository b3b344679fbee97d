export { ContentPage } from './ContentPage.tsx';
export { ImageUpload } from './ImageUpload.tsx';
export { PhoneFrame } from './PhonePreview.tsx';
