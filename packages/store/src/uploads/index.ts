export { uploadImage, UPLOADS_PATH, type UploadedImage } from './uploadImage';
